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

    /// On a terminal, several items are asked about once every id is known to exist, by name (a
    /// filter's counted whole).
    func run(_ context: CommandContext) async throws(CommandExit) {
        let choice = try ItemChange.choice(selection, filter: filter, context)
        let question = BulkQuestion(
            change: .remove, confirmed: confirmed, typedEachID: ItemChange.typedEachID(selection))
        try await ItemChange.run(context, json: json, asArray: true, choice: choice, asking: question) {
            await $0.remove($1)
        }
    }
}
