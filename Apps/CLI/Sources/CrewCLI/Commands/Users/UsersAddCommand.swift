import CommandGrammar
import DataLayer
import Domain

/// `crew users add --name NAME --email EMAIL [--json]`
struct UsersAddCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let name = Option<PersonName>(
            "name", "name", isRequired: true, help: "The user's name (1 to 100 characters, one line).")
        let email = Option<EmailAddress>(
            "email", "email", isRequired: true, help: "The user's email address (stored in lower case).")
        let json = JSONFlag(
            UserJSON.keys, printing: "Print the added user as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [name, email, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "add", abstract: "Register a user. An email address belongs to one user only.",
        declared: declared, command: Self.self,
        examples: [
            "crew users add --name \"Ada Lovelace\" --email ada@example.org",
            "crew users add --name Bob --email bob@example.org --json",
        ])

    let name: PersonName
    let email: EmailAddress
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        name = try parsed.value(required: Self.declared.name)
        email = try parsed.value(required: Self.declared.email)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await UserChange.run(context, json: json) { await $0.add(name: name, email: email) }
    }
}
