import CommandGrammar
import DataLayer
import Domain

/// `crew users edit USER [--name NAME] [--email EMAIL] [--json]`
struct UsersEditCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let user = Argument<UserReference>(
            "user", help: "The user: an id, an email, or the start of one user's name.")
        let name = Option<PersonName>(
            "name", "name", help: "The new name (1 to 100 characters, one line).")
        let email = Option<EmailAddress>(
            "email", "email", help: "The new email address; it must not belong to another user.")
        let json = JSONFlag(
            UserJSON.keys, printing: "Print the changed user as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [user, name, email, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "edit", abstract: "Change a user's name or email.", declared: declared,
        command: Self.self,
        examples: [
            "crew users edit 3 --name \"Chloé Martin\"",
            "crew users edit ada@example.org --email ada@lovelace.org",
        ])

    let user: UserReference
    let name: PersonName?
    let email: EmailAddress?
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        user = try parsed.user(Self.declared.user)
        name = try parsed.value(Self.declared.name)
        email = try parsed.value(Self.declared.email)
        guard name != nil || email != nil else {
            throw UsageError("Nothing to change: give --name, --email, or both", path: parsed.path)
        }
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await UserChange.run(context, json: json) { await $0.edit(user, name: name, email: email) }
    }
}
