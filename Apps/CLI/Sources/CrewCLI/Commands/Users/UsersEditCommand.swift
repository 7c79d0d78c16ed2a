import CommandGrammar
import Domain

/// `crew users edit USER [--name NAME] [--email EMAIL] [--json]`
struct UsersEditCommand: CrewCommand {
    static let user = Argument<UserReference>(
        "user", help: "The user: an id, an email, or the start of one user's name.")
    static let name = Option<PersonName>(
        "name", "name", help: "The new name (1 to 100 characters, one line).")
    static let email = Option<EmailAddress>(
        "email", "email", help: "The new email address; it must not belong to another user.")
    static let json = Flag("json", help: "Print the changed user as JSON.")
    static let spec = CommandSpec(
        name: "edit", abstract: "Change a user's name or email.", parameters: [user, name, email, json],
        command: Self.self,
        examples: [
            "crew users edit 3 --name \"Chloé Martin\"",
            "crew users edit ada@example.org --email ada@lovelace.org",
        ])

    let user: UserReference
    let name: PersonName?
    let email: EmailAddress?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        user = try parsed.value(Self.user)
        name = try parsed.value(Self.name)
        email = try parsed.value(Self.email)
        guard name != nil || email != nil else {
            throw UsageError("Nothing to change: give --name, --email, or both", path: parsed.path)
        }
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await UserChange.run(context, json: json) { await $0.edit(user, name: name, email: email) }
    }
}
