import CommandGrammar
import DataLayer
import Domain

/// `crew users add NAME... EMAIL [--json]`, or `crew users add --name NAME --email EMAIL [--json]`
struct UsersAddCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let person = Argument<NameAndEmail>(
            "name-and-email",
            help:
                "The user's name, then their email address: Ada Lovelace ada@example.org (quotes optional).",
            isOptional: true, joiningWords: true)
        let name = Option<PersonName>(
            "name", "name", help: "The user's name (1 to 100 characters, one line), instead of the words.")
        let email = Option<EmailAddress>(
            "email", "email", help: "The user's email address (stored in lower case), instead of the words.")
        let json = JSONFlag(
            UserJSON.keys, printing: "Print the added user as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [person, name, email, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "add", abstract: "Register a user. An email address belongs to one user only.",
        declared: declared, command: Self.self,
        examples: [
            "crew users add Ada Lovelace ada@example.org",
            "crew users add --name \"Ada Lovelace\" --email ada@example.org",
            "crew users add --name Bob --email bob@example.org --json",
        ])

    let name: PersonName
    let email: EmailAddress
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let words = try parsed.valueIfGiven(Self.declared.person)
        let (name, email) = (try parsed.value(Self.declared.name), try parsed.value(Self.declared.email))
        switch (words, name, email) {
        case (let words?, nil, nil):
            (self.name, self.email) = (words.name, words.email)
        case (nil, let name?, let email?):
            (self.name, self.email) = (name, email)
        case (nil, nil, nil):
            throw UsageError(
                "Missing the user's name and email address: crew users add NAME EMAIL", path: parsed.path)
        case (nil, _, _):
            throw UsageError(
                "Give both --name and --email, or the name and email address as words", path: parsed.path)
        default:
            throw UsageError(
                "Give the name and email address as words or with --name and --email, not both",
                path: parsed.path)
        }
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await UserChange.run(context, json: json) { await $0.add(name: name, email: email) }
    }
}
