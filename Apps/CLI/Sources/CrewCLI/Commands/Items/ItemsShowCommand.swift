import CommandGrammar
import DataLayer
import Domain
import Presentation
import Terminal

/// `crew items show ID [--json[=FIELDS]]`: one item in full, and its history, newest first.
struct ItemsShowCommand: CrewCommand {
    static let onlyReads = true

    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let id = Argument<Item.ID>("id", help: "The item's id.")
        let json = JSONFlag(
            ItemJSON.keys,
            printing:
                "Print the item as JSON, with its \"history\": the changes that touched it, newest first.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [id, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "show", abstract: "Show an item in full, with what changed and when, newest first.",
        discussion:
            "Times are the local time (TZ is respected). The history is the journal's: the last changes that touched the item (an API keeps none).",
        declared: declared, command: Self.self,
        examples: [
            "crew items show 42", "crew items show 42 --json", "crew items show 42 --json=id,name,due",
        ])

    let id: Item.ID
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.declared.id)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let state = try await context.perform(
            { try $0.makeItemDetailViewModel() }, then: { await $0.load(id) })
        guard state.row != nil, let details = state.details else { throw CommandExit(.failure) }
        if let json {
            // The item's keys (all, or those asked), then its history unless only some keys were.
            let history = "[" + state.history.map { ChangeJSON.object($0) }.joined(separator: ", ") + "]"
            let object =
                json.keys.map { ItemJSON.object(details.item, only: $0) }
                ?? JSONText.object(
                    keys: ItemJSON.keys + ["history"], values: ItemJSON.values(of: details.item) + [history])
            context.console.print(object)
            return
        }
        for line in ItemDetailLines.lines(of: state) {
            context.console.print(line.map { $0.styled(context.style) }.joined())
        }
    }
}
