import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew items remove (ID... | - | FILTERS) [--yes] [--json]`
struct ItemsRemoveCommand: CrewCommand {
    static let change = ItemChange(changed: "removed")
    static let spec = ItemChange.spec(
        name: "remove", abstract: "Remove items.", change: change, command: Self.self,
        examples: [
            "crew items remove 42", "crew items remove 4 7 --yes", "crew items remove --done --tag old",
        ])

    let selection: [ItemSelectionWord]
    let json: JSONOutput?
    let confirmed: Bool
    let filter: ItemListRequest?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        selection = try parsed.values(Self.change.ids)
        filter = try ItemChange.filter(parsed)
        json = try parsed.json(Self.change.json)
        confirmed = parsed.isSet(Self.change.yes)
    }

    /// On a terminal, several items are asked about once every id is known to exist, by name.
    func run(_ context: CommandContext) async throws(CommandExit) {
        let ids = try await ItemChange.ids(selection, filter: filter, context)
        let viewModel = try context.open { try $0.makeItemChangeViewModel() }
        try await BulkQuestion(change: .remove, ids: ids, confirmed: confirmed).ask(viewModel, context)
        await viewModel.remove(ids)
        let state = try context.check(viewModel.state)
        context.console.print(
            json.map { ItemJSON.document(state.changed, asArray: true, only: $0.keys) } ?? state.confirmation
                ?? "")
    }
}
