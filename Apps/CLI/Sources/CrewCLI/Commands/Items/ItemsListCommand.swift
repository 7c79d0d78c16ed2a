import Domain
import Presentation

/// `crew items list [--user ID | --unowned] [--pending | --done] [--search TEXT] [--limit N] [--json]`
struct ItemsListCommand: CrewCommand {
    static let user = Option<User.ID>("user", "id", help: "Only the items this user owns.")
    static let unowned = Flag("unowned", help: "Only the items nobody owns.")
    static let pending = Flag("pending", help: "Only pending items.")
    static let done = Flag("done", help: "Only done items.")
    static let search = Option<SearchQuery>(
        "search", "text", help: "Only items whose name contains the text (2 characters or more, any case).")
    static let limit = Option<PositiveCount>(
        "limit", "n", help: "Show at most n items (default: all of them).")
    static let json = Flag("json", help: "Print a JSON array of {\"id\", \"name\", \"done\", \"owner\"}.")
    static let spec = CommandSpec(
        name: "list",
        abstract: "List items: pending first, then done, by id; with --search, best match first.",
        parameters: [user, unowned, pending, done, search, limit, json],
        exclusiveOptions: [ExclusiveOptions([user, unowned]), ExclusiveOptions([pending, done])],
        command: Self.self)

    /// Rows fetched per page when streaming a whole listing: the most a page may hold, so that a
    /// long listing costs few queries and few writes.
    private static let streamingPageSize = PageRequest.maximumLimit

    let status: ItemStatusFilter
    let owner: OwnerFilter
    let query: SearchQuery?
    let limit: Int?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        status = parsed.isSet(Self.pending) ? .pending : parsed.isSet(Self.done) ? .completed : .all
        if let user = try parsed.value(Self.user) {
            owner = .user(user)
        } else {
            owner = parsed.isSet(Self.unowned) ? .nobody : .anyone
        }
        query = try parsed.value(Self.search)
        limit = try parsed.value(Self.limit)?.value
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let mode = context.outputMode(json: json)
        // Only a person at a terminal reads the "3 of 10 done" line; a script is spared the count.
        let viewModel = try context.open {
            try $0.makeItemListViewModel(
                pageSize: min(limit ?? Self.streamingPageSize, Self.streamingPageSize),
                includesSummary: mode == .table)
        }
        await viewModel.apply(status: status, owner: owner, search: query)
        try await ListingOutput(format: ItemRowFormat.format, mode: mode, context: context)
            .print(viewModel, limit: limit) { $0.summary }
    }
}
