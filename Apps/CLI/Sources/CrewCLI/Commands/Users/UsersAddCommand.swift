import Presentation

/// `crew users add --name NAME --email EMAIL [--json]`
struct UsersAddCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Register a user. An email address belongs to one user only.",
        options: [
            .value(
                "name", "name", isRequired: true, help: "The user's name (1 to 100 characters, one line)."),
            .value(
                "email", "email", isRequired: true, help: "The user's email address (stored in lower case)."),
            .flag("json", help: "Print the added user as JSON."),
        ]
    )

    let name: String
    let email: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        name = try ArgumentValue.personName(parsed.value("name") ?? "", path: parsed.path)
        email = try ArgumentValue.email(parsed.value("email") ?? "", path: parsed.path)
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await UserFormRun(mode: .register, name: name, email: email, json: json).run(context)
    }
}
