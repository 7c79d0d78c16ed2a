import Presentation

/// Prints the recent changes, newest first: `crew log` and `crew undo --list`, written once.
@MainActor
struct ChangeHistory {
    private static let defaultLimit = 20

    let limit: Int

    init(limit: PositiveCount?) {
        self.limit = limit?.value ?? Self.defaultLimit
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let state = try await context.perform(
            { try $0.makeUndoViewModel() }, then: { await $0.loadHistory(limit: limit) })
        let console = context.console
        if let empty = state.emptyMessage, console.outputIsTerminal {
            console.print(context.style.dim(empty))
        }
        let width = state.history.map(\.sequence.count).max() ?? 0
        for change in state.history {
            if console.outputIsTerminal {
                let number = String(repeating: " ", count: width - change.sequence.count) + change.sequence
                console.print(
                    context.style.yellow(number) + "  " + context.style.dim(change.date) + "  "
                        + change.summary)
            } else {
                console.print([change.sequence, change.date, change.summary].joined(separator: "\t"))
            }
        }
    }
}
