import CommandGrammar
import Domain

/// `crew items rename ID NAME [--json]`
struct ItemsRenameCommand: CrewCommand {
    static let id = Argument<Item.ID>("id", help: "The item's id.")
    static let name = Argument<ItemName>("name", help: "The new name (1 to 200 characters, one line).")
    static let json = Flag("json", help: "Print the renamed item as JSON.")
    static let spec = CommandSpec(
        name: "rename", abstract: "Give an item a new name.", parameters: [id, name, json],
        command: Self.self,
        examples: ["crew items rename 42 \"Buy oat milk\""]
    )

    let id: Item.ID
    let name: ItemName
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.id)
        name = try parsed.value(Self.name)
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, json: json) { await $0.rename(id, to: name) }
    }
}
