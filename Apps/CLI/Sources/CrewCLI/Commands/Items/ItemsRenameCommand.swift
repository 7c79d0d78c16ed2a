import CommandGrammar
import DataLayer
import Domain

/// `crew items rename ID NAME [--json]`
struct ItemsRenameCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let id = Argument<Item.ID>("id", help: "The item's id.")
        let name = Argument<ItemName>(
            "name",
            help: "The new name (1 to 200 characters, one line); the words join, so quotes are optional.",
            joiningWords: true)
        let json = JSONFlag(
            ItemJSON.keys, printing: "Print the renamed item as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [id, name, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "rename", abstract: "Give an item a new name.", declared: declared,
        command: Self.self,
        examples: ["crew items rename 42 \"Buy oat milk\""]
    )

    let id: Item.ID
    let name: ItemName
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.declared.id)
        name = try parsed.value(Self.declared.name)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, json: json) { await $0.rename(id, to: name) }
    }
}
