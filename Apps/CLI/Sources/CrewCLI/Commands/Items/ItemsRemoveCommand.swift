import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew items remove ID... [--yes] [--json]`
struct ItemsRemoveCommand: CrewCommand {
    static let change = ItemChange(changed: "removed")
    /// What the command says besides the ids and `--json`: each declaration is what `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let yes = Flag(
            "yes", short: "y",
            help: "Do not ask before removing several items (crew asks only on a terminal).")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [yes] }
    }

    static let declared = Declared()
    static let spec = ItemChange.spec(
        name: "remove", abstract: "Remove items.", change: change,
        extra: declared, command: Self.self,
        examples: ["crew items remove 42", "crew items remove 4 7 --yes"])

    let selection: [ItemSelectionWord]
    let json: JSONOutput?
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        selection = try parsed.values(Self.change.ids)
        json = try parsed.json(Self.change.json)
        confirmed = parsed.isSet(Self.declared.yes)
    }

    /// On a terminal, several items are asked about once every id is known to exist, by name.
    func run(_ context: CommandContext) async throws(CommandExit) {
        let ids = try ItemChange.ids(selection, context)
        let viewModel = try context.open { try $0.makeItemChangeViewModel() }
        if Set(ids).count > 1, !confirmed, context.console.inputIsTerminal {
            let question = await viewModel.removalQuestion(ids)
            _ = try context.check(viewModel.state)
            if let question, !ConfirmationPrompt(console: context.console).allows(question) {
                throw context.failure(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        await viewModel.remove(ids)
        let state = try context.check(viewModel.state)
        context.console.print(
            json.map { ItemJSON.document(state.changed, asArray: true, only: $0.keys) } ?? state.confirmation
                ?? "")
    }
}
