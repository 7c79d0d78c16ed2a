import Domain
import Presentation

/// What the shell draws for a state of its list: the header with the filters, the rows as a
/// table that fits the terminal, paging hints, the counts, and the messages of the line just run.
struct ShellScreen {
    /// The messages under the list (a piped session has printed them already, and shows none).
    struct Messages {
        /// Whether the state's error is the line just run's (the next instruction clears an old one).
        let showsError: Bool
        /// What the session itself said last (help, `undo`, a question's answer).
        let last: String?
    }

    let style: Style
    let terminalWidth: Int?
    /// At a terminal the screen is cleared and drawn from the top.
    let clearsFirst: Bool
    /// Against an API, the wait is the network's.
    let isRemote: Bool

    func text(of state: ItemListState, messages: Messages?) -> String {
        var lines: [String] = []
        if clearsFirst { lines.append("\u{1B}[H\u{1B}[2J") }
        lines.append(style.bold("crew shell") + "  " + style.dim(Self.filterLine(state)))
        if state.isLoading {
            lines.append(style.dim(isRemote ? "connecting…" : "Loading…"))
        } else if let empty = state.emptyMessage {
            lines.append(style.dim(empty))
        } else if !state.rows.isEmpty {
            let format = ItemRowFormat.self
            let layout = TableLayout(
                columns: format.columns, sample: state.rows.map(format.cells), terminalWidth: terminalWidth)
            lines.append(layout.header(style))
            for row in state.rows {
                let line = layout.line(format.cells(row), paint: format.paint(row, style: style))
                lines.append(row.isSaving ? line + style.dim("  (saving…)") : line)
            }
        }
        if state.isLoadingMore { lines.append(style.dim("Loading more…")) }
        if state.canLoadMore, !state.isLoadingMore { lines.append(style.dim("… more: type 'more'")) }
        if !state.summary.isEmpty { lines.append(style.dim(state.summary)) }
        if let notice = state.notice { lines.append(style.yellow(notice)) }
        if let messages {
            if let confirmation = state.confirmation { lines.append(style.green(confirmation)) }
            if messages.showsError, let error = state.error {
                lines.append(style.red("Error: ") + error.message)
            }
            if let last = messages.last { lines.append(last) }
        }
        if !clearsFirst { lines.append("") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[pending, owner: 3, search: milk, …]`: what the list is filtered and sorted by.
    static func filterLine(_ state: ItemListState) -> String {
        var parts: [String] = [state.status == .completed ? "done" : state.status.rawValue]
        switch state.owner {
        case .anyone: break
        case .nobody: parts.append("owner: nobody")
        case .user(let id): parts.append("owner: \(id)")
        }
        if let search = state.search { parts.append("search: \(search.value)") }
        // `due DAY` asks for items due by that day, so the line says that day (the filter keeps the
        // day after, as --due-by does).
        if let dueBefore = state.dueBefore {
            parts.append(dueBefore.adding(days: -1).map { "due by: \($0)" } ?? "due before: \(dueBefore)")
        }
        if let dueAfter = state.dueAfter { parts.append("due after: \(dueAfter)") }
        if let priority = state.priority { parts.append("priority: \(priority)") }
        if !state.tags.isEmpty { parts.append("tags: \(state.tags)") }
        if let sort = state.sort {
            parts.append("sort: \(sort.rawValue)\(state.isReversed ? ", reversed" : "")")
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
