/// `crew items rename ID NAME [--json]`
struct ItemsRenameCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "rename",
        abstract: "Give an item a new name.",
        arguments: [
            ArgumentSpec(name: "id", help: "The item's id."),
            ArgumentSpec(name: "name", help: "The new name (1 to 200 characters, one line)."),
        ],
        options: [.flag("json", help: "Print the renamed item as JSON.")]
    )

    let id: Int
    let name: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ArgumentValue.id(parsed.arguments[0], for: "<id>", path: parsed.path)
        name = try ArgumentValue.itemName(parsed.arguments[1], path: parsed.path)
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await ItemFormRun(mode: .rename(itemID: id), name: name, json: json).run(context)
    }
}
