import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew users show USER [--json]`
struct UsersShowCommand: CrewCommand {
    static let onlyReads = true

    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let user = Argument<UserReference>(
            "user", help: "The user: an id, an email, or the start of one user's name.")
        let json = JSONFlag(
            UserJSON.keys, printing: "Print the user as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [user, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "show", abstract: "Show a user and how many items they own.", declared: declared,
        command: Self.self,
        examples: ["crew users show 3", "crew users show chl", "crew users show ada@example.org --json"])

    let user: UserReference
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        user = try parsed.user(Self.declared.user)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let state = try await context.perform(
            { try $0.makeUserDetailViewModel() }, then: { await $0.load(user) })
        guard let shown = state.user else { throw CommandExit(.failure) }
        switch context.outputMode(json: json != nil) {
        case .json: context.console.print(UserRowFormat.json(shown, only: json?.keys))
        case .tsv: context.console.print(UserRowFormat.tsv(shown))
        case .table:
            context.console.print(context.style.bold("User \(shown.id): \(shown.name)") + " <\(shown.email)>")
            context.console.print(state.itemsSummary)
        }
    }
}
