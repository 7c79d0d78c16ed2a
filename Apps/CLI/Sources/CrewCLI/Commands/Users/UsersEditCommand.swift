/// `crew users edit ID [--name NAME] [--email EMAIL] [--json]`
struct UsersEditCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "edit",
        abstract: "Change a user's name or email.",
        arguments: [ArgumentSpec(name: "id", help: "The user's id.")],
        options: [
            .value("name", "name", help: "The new name (1 to 100 characters, one line)."),
            .value("email", "email", help: "The new email address; it must not belong to another user."),
            .flag("json", help: "Print the changed user as JSON."),
        ]
    )

    let id: Int
    let name: String?
    let email: String?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ArgumentValue.id(parsed.arguments[0], for: "<id>", path: parsed.path)
        name = try parsed.value("name").map { text throws(UsageError) in
            try ArgumentValue.personName(text, path: parsed.path)
        }
        email = try parsed.value("email").map { text throws(UsageError) in
            try ArgumentValue.email(text, path: parsed.path)
        }
        guard name != nil || email != nil else {
            throw UsageError("Nothing to change: give --name, --email, or both", path: parsed.path)
        }
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await UserFormRun(mode: .edit(userID: id), name: name, email: email, json: json).run(context)
    }
}
