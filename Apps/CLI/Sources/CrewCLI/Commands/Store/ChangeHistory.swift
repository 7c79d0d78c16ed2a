import CommandGrammar
import Domain
import Presentation
import Terminal

/// Prints the recent changes, newest first: `crew log` and `crew undo --list`, written once.
@MainActor
struct ChangeHistory {
    private static let defaultLimit = 20

    /// Whose changes to show: a person's (`--by`), or the one running crew's (`--mine`).
    enum Author {
        case named(ChangeAuthor)
        case me
    }

    let limit: Int
    let json: JSONOutput?
    let author: Author?

    init(limit: PositiveCount?, json: JSONOutput? = nil, author: Author? = nil) {
        self.limit = limit?.value ?? Self.defaultLimit
        self.json = json
        self.author = author
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let who: ChangeAuthor? =
            switch author {
            case .named(let name): name
            case .me: context.container.configuration.author
            case nil: nil
            }
        let state = try await context.perform(
            { try $0.makeUndoViewModel() }, then: { await $0.loadHistory(limit: limit, by: who) })
        let console = context.console
        if let json {
            console.print(
                "[" + state.history.map { ChangeJSON.object($0, only: json.keys) }.joined(separator: ",\n ")
                    + "]")
            return
        }
        if let empty = state.emptyMessage, console.outputIsTerminal {
            console.print(context.style.dim(empty))
        }
        for line in Self.lines(state.history, onTerminal: console.outputIsTerminal, style: context.style) {
            console.print(line)
        }
        // Said at a terminal, as a listing cut by its limit says it; a script reads the rows.
        if state.hasOlderChanges, console.outputIsTerminal {
            console.print(context.style.dim("… older changes too (crew log -n \(limit * 2))"))
        }
    }

    /// The changes as `crew log` prints them: aligned and colored on a terminal, else TSV (number,
    /// local time, description, author: last, so that a script's `cut -f3` still reads the
    /// description). The shell's `log` prints the same.
    static func lines(_ history: [LogRow], onTerminal: Bool, style: Style) -> [String] {
        let width = history.map { String($0.sequence).count }.max() ?? 0
        let authorWidth = history.map { DisplayWidth.of($0.author) }.max() ?? 0
        return history.map { change in
            let sequence = String(change.sequence)
            guard onTerminal else {
                return [sequence, change.date, change.summary, change.author].joined(separator: "\t")
            }
            let number = String(repeating: " ", count: width - sequence.count) + sequence
            // An author is a one-line name the Domain checked (no control character to escape).
            let author = DisplayWidth.pad(change.author, to: authorWidth)
            return style.yellow(number) + "  " + style.dim(change.date) + "  " + author + "  "
                + change.summary
        }
    }
}
