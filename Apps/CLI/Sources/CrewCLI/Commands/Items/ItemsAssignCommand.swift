import Domain

/// `crew items assign ID (--user ID | --none) [--json]`
struct ItemsAssignCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "assign",
        abstract: "Give an item to a user, or to nobody.",
        arguments: [ArgumentSpec(name: "id", help: "The item's id.")],
        options: [
            .value("user", "id", help: "The user who will own it."),
            .flag("none", help: "Leave it without an owner."),
            .flag("json", help: "Print the changed item as JSON."),
        ],
        exclusiveOptions: [ExclusiveOptions(names: ["user", "none"], isRequired: true)]
    )

    let id: Item.ID
    let ownerID: User.ID?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ArgumentValue.itemID(parsed.arguments[0], for: "<id>", path: parsed.path)
        ownerID = try parsed.value("user").map { text throws(UsageError) in
            try ArgumentValue.userID(text, for: "--user <id>", path: parsed.path)
        }
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await ItemChange(ids: [id], json: json) { viewModel, ids in
            await viewModel.assign(ids[0].rawValue, to: ownerID?.rawValue)
        }
        .run(context)
    }
}
