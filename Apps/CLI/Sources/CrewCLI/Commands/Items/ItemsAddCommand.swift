import Domain

/// `crew items add NAME [--user ID] [--json]`
struct ItemsAddCommand: CrewCommand {
    static let name = Argument<ItemName>("name", help: "What the item says (1 to 200 characters, one line).")
    static let user = Option<User.ID>("user", "id", help: "The user who owns it (default: nobody).")
    static let json = Flag("json", help: "Print the added item as JSON.")
    static let spec = CommandSpec(
        name: "add", abstract: "Add an item.", parameters: [name, user, json], command: Self.self)

    let name: ItemName
    let owner: User.ID?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        name = try parsed.value(Self.name)
        owner = try parsed.value(Self.user)
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, asked: 1, json: json) { await $0.add(name, owner: owner) }
    }
}
