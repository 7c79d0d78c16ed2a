/// `crew items add NAME [--user ID] [--json]`
struct ItemsAddCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Add an item.",
        arguments: [ArgumentSpec(name: "name", help: "What the item says (1 to 200 characters, one line).")],
        options: [
            .value("user", "id", help: "The user who owns it (default: nobody)."),
            .flag("json", help: "Print the added item as JSON."),
        ]
    )

    let name: String
    let ownerID: Int?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        name = try ArgumentValue.itemName(parsed.arguments[0], path: parsed.path)
        ownerID = try parsed.value("user").map { text throws(UsageError) in
            try ArgumentValue.id(text, for: "--user <id>", path: parsed.path)
        }
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await ItemFormRun(mode: .add(ownerID: ownerID), name: name, json: json).run(context)
    }
}
