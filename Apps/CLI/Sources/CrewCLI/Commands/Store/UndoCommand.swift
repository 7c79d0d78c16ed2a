import Presentation

/// `crew undo [--list]` and `crew log`: reverse the last change, or show the recent ones.
struct UndoCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "undo",
        abstract: "Reverse the most recent change; again to go further back.",
        discussion:
            "Every change to users and items (an import, a user's removal with their items) is one change, and comes back exactly as it was, with the same ids. crew keeps the last 1,000 changes. An API keeps no journal, so there is nothing to undo there.",
        options: [
            .flag("list", help: "Show the recent changes instead, newest first (as 'crew log')."),
            .value("limit", "n", help: "With --list, how many changes to show (default: 20)."),
        ]
    )

    let lists: Bool
    let limit: Int

    init(_ parsed: ParsedCommand) throws(UsageError) {
        lists = parsed.has("list") || parsed.path == ["log"]
        limit =
            try parsed.value("limit").map { text throws(UsageError) in
                try ArgumentValue.limit(text, path: parsed.path)
            } ?? 20
        if parsed.has("limit"), !lists {
            throw UsageError("The option '--limit' goes with '--list'", path: parsed.path)
        }
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let viewModel: UndoViewModel
        do {
            viewModel = try context.container.makeUndoViewModel()
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        guard lists else {
            await viewModel.undo()
            if let error = viewModel.state.error { return context.fail(error) }
            context.console.print(viewModel.state.confirmation ?? "")
            return .success
        }
        await viewModel.loadHistory(limit: limit)
        let state = viewModel.state
        if let error = state.error { return context.fail(error) }
        if let empty = state.emptyMessage, context.console.outputIsTerminal {
            context.console.print(context.style.dim(empty))
        }
        let width = state.history.map(\.sequence.count).max() ?? 0
        for change in state.history {
            if context.console.outputIsTerminal {
                let number = String(repeating: " ", count: width - change.sequence.count) + change.sequence
                context.console.print(
                    context.style.yellow(number) + "  " + context.style.dim(change.date) + "  "
                        + change.summary)
            } else {
                context.console.print([change.sequence, change.date, change.summary].joined(separator: "\t"))
            }
        }
        return .success
    }
}
