import Presentation

/// `crew users list [--search TEXT] [--json]`
struct UsersListCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List users by id.",
        options: [
            .value(
                "search", "text",
                help: "Only users whose name or email contains the text (2 characters or more)."),
            .flag("json", help: "Print a JSON array of {\"id\", \"name\", \"email\"}."),
        ]
    )

    private static let streamingPageSize = 500

    let search: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        search =
            try parsed.value("search").map { text throws(UsageError) in
                try ArgumentValue.search(text, path: parsed.path)
            } ?? ""
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let viewModel: UserListViewModel
        do {
            viewModel = try context.container.makeUserListViewModel(pageSize: Self.streamingPageSize)
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        if search.isEmpty { await viewModel.load() } else { await viewModel.setSearchText(search) }
        let mode = context.outputMode(json: json)
        let stream = RowStream(
            format: UserRowFormat.format, mode: mode, console: context.console, style: context.style)
        var unreadable: [String] = []
        while true {
            if let error = viewModel.state.error { return context.fail(error) }
            stream.write(viewModel.state.rows)
            unreadable += viewModel.state.unreadable
            guard viewModel.state.canLoadMore else { break }
            await viewModel.showNextPage()
        }
        stream.finish()
        if mode == .table, let empty = viewModel.state.emptyMessage {
            context.console.print(context.style.dim(empty))
        }
        if let notice = viewModel.state.notice { context.console.printError(context.style.yellow(notice)) }
        for message in unreadable { _ = context.fail(UserFacingError(message: message, kind: .conflict)) }
        return unreadable.isEmpty ? .success : .failure
    }
}
