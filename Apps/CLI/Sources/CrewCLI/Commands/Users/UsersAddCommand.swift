import CommandGrammar
import Domain

/// `crew users add --name NAME --email EMAIL [--json]`
struct UsersAddCommand: CrewCommand {
    static let name = Option<PersonName>(
        "name", "name", isRequired: true, help: "The user's name (1 to 100 characters, one line).")
    static let email = Option<EmailAddress>(
        "email", "email", isRequired: true, help: "The user's email address (stored in lower case).")
    static let json = Flag("json", help: "Print the added user as JSON.")
    static let spec = CommandSpec(
        name: "add", abstract: "Register a user. An email address belongs to one user only.",
        parameters: [name, email, json], command: Self.self,
        examples: [
            "crew users add --name \"Ada Lovelace\" --email ada@example.org",
            "crew users add --name Bob --email bob@example.org --json",
        ])

    let name: PersonName
    let email: EmailAddress
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        name = try parsed.value(required: Self.name)
        email = try parsed.value(required: Self.email)
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await UserChange.run(context, json: json) { await $0.add(name: name, email: email) }
    }
}
