import Domain
import Presentation

/// `crew items list [--user ID | --unowned] [--pending | --done] [--search TEXT] [--limit N] [--json]`
struct ItemsListCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List items: pending first, then done, by id; with --search, best match first.",
        options: [
            .value("user", "id", help: "Only the items this user owns."),
            .flag("unowned", help: "Only the items nobody owns."),
            .flag("pending", help: "Only pending items."),
            .flag("done", help: "Only done items."),
            .value(
                "search", "text",
                help: "Only items whose name contains the text (2 characters or more, any case)."),
            .value("limit", "n", help: "Show at most n items (default: all of them)."),
            .flag("json", help: "Print a JSON array of {\"id\", \"name\", \"done\", \"owner\"}."),
        ],
        exclusiveOptions: [
            ExclusiveOptions(names: ["user", "unowned"]), ExclusiveOptions(names: ["pending", "done"]),
        ]
    )

    /// Rows fetched per page when streaming a whole listing: the most a page may hold, so that a
    /// long listing costs few queries and few writes.
    private static let streamingPageSize = PageRequest.maximumLimit

    let status: ItemStatusFilter
    let owner: OwnerFilter
    let search: String
    let limit: Int?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        status = parsed.has("pending") ? .pending : parsed.has("done") ? .completed : .all
        if let user = parsed.value("user") {
            owner = .user(try ArgumentValue.userID(user, for: "--user <id>", path: parsed.path))
        } else {
            owner = parsed.has("unowned") ? .nobody : .anyone
        }
        search =
            try parsed.value("search").map { text throws(UsageError) in
                try ArgumentValue.search(text, path: parsed.path)
            } ?? ""
        limit = try parsed.value("limit").map { text throws(UsageError) in
            try ArgumentValue.limit(text, path: parsed.path)
        }
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let mode = context.outputMode(json: json)
        let viewModel: ItemListViewModel
        do {
            // Only a person at a terminal reads the "3 of 10 done" line; a script is spared the count.
            viewModel = try context.container.makeItemListViewModel(
                pageSize: min(limit ?? Self.streamingPageSize, Self.streamingPageSize),
                includesSummary: mode == .table)
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        await viewModel.apply(status: status, owner: owner, searchText: search)
        let stream = RowStream(
            format: ItemRowFormat.format, mode: mode, console: context.console, style: context.style)
        var remaining = limit ?? Int.max
        var unreadable: [String] = []
        while true {
            if let error = viewModel.state.error { return context.fail(error) }
            let rows = Array(viewModel.state.rows.prefix(remaining))
            stream.write(rows)
            unreadable += viewModel.state.unreadable
            remaining -= rows.count
            guard remaining > 0, viewModel.state.canLoadMore else { break }
            await viewModel.showNextPage()
        }
        stream.finish()
        let state = viewModel.state
        if mode == .table {
            context.console.print(context.style.dim(state.emptyMessage ?? state.summary))
        }
        if let notice = state.notice { context.console.printError(context.style.yellow(notice)) }
        // The rows that could be read are all shown; the ones that could not are named, and fail the run.
        for message in unreadable { _ = context.fail(UserFacingError(message: message, kind: .conflict)) }
        return unreadable.isEmpty ? .success : .failure
    }
}
