import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew users list [--search TEXT] [--json]`
struct UsersListCommand: CrewCommand {
    static let onlyReads = true

    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let search = Option<SearchQuery>(
            "search", "text", short: "s",
            help:
                "Only users whose name or email contains the text, or each of its words in any order; one character finds those with a word that starts with it."
        )
        let json = JSONFlag(
            UserJSON.keys,
            printing: "Print a JSON array of users, one object per user, its keys in the order below.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [search, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "list", abstract: "List users by id.", declared: declared, command: Self.self,
        examples: ["crew users list", "crew users list --search lovelace --json"])

    /// Users fetched per page when streaming a whole listing from a file (a server's pages are
    /// bigger: `StoreLocation.streamingPageSize`).
    private static let streamingPageSize = 500

    let query: SearchQuery?
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        query = try parsed.value(Self.declared.search)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let viewModel = try context.open {
            try $0.makeUserListViewModel(
                pageSize: $0.configuration.store.streamingPageSize(onFile: Self.streamingPageSize))
        }
        if query == nil { await viewModel.load() } else { await viewModel.setSearch(query) }
        try await ListingOutput(
            format: UserRowFormat.format(only: json?.keys), mode: context.outputMode(json: json != nil),
            context: context
        ) { $0.state.rows }
        .print(viewModel)
    }
}
