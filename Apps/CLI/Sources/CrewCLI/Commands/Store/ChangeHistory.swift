import Presentation

/// Prints the recent changes, newest first: `crew log` and `crew undo --list`, written once.
@MainActor
struct ChangeHistory {
    private static let defaultLimit = 20

    let limit: Int
    let json: Bool

    init(limit: PositiveCount?, json: Bool = false) {
        self.limit = limit?.value ?? Self.defaultLimit
        self.json = json
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let state = try await context.perform(
            { try $0.makeUndoViewModel() }, then: { await $0.loadHistory(limit: limit) })
        let console = context.console
        if json {
            console.print("[" + state.history.map(ChangeJSON.object).joined(separator: ",\n ") + "]")
            return
        }
        if let empty = state.emptyMessage, console.outputIsTerminal {
            console.print(context.style.dim(empty))
        }
        let width = state.history.map { String($0.sequence).count }.max() ?? 0
        for change in state.history {
            let sequence = String(change.sequence)
            if console.outputIsTerminal {
                let number = String(repeating: " ", count: width - sequence.count) + sequence
                console.print(
                    context.style.yellow(number) + "  " + context.style.dim(change.date) + "  "
                        + change.summary)
            } else {
                console.print([sequence, change.date, change.summary].joined(separator: "\t"))
            }
        }
    }
}
