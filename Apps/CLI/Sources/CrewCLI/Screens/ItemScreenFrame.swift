import Presentation
import Terminal

/// Draws a state of the item screen into a frame: the header (filter, order, owner, search,
/// counts), the rows as the table lays them out with the selected one highlighted, the status
/// line and the footer (the keys, or the prompt or question being answered). It decides nothing:
/// everything it shows is the state's, or the mode's text being typed.
struct ItemScreenFrame {
    let width: Int
    let height: Int
    /// Against an API, waiting is the network's and the header says so.
    let isRemote: Bool

    /// The smallest terminal the screen is drawn on.
    static let minimumWidth = 40
    static let minimumHeight = 8

    /// How many rows of items fit: all but the header, the column titles, the status and the footer.
    var visibleRows: Int { max(1, height - 4) }

    /// The first row shown so that `selection` stays in view, moving as little as possible from `top`.
    func top(keeping selection: Int?, from top: Int, rowCount: Int) -> Int {
        guard let selection else { return 0 }
        var top = min(top, max(0, rowCount - visibleRows))
        if selection < top { top = selection }
        if selection >= top + visibleRows { top = selection - visibleRows + 1 }
        return max(0, top)
    }

    func frame(
        _ state: ItemScreenState, mode: ScreenMode, typedSearch: String, top: Int, scroll: Int = 0,
        messages: [String] = []
    ) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
            frame.write(
                "crew ui needs \(Self.minimumWidth)×\(Self.minimumHeight) at least (this is \(width)×\(height))",
                row: 0, column: 0)
            return frame
        }
        header(state, into: &frame)
        let page = page(of: state, mode: mode, messages: messages)
        if let page { draw(page, scroll: scroll, into: &frame) } else { rows(state, top: top, into: &frame) }
        statusLine(state, searching: !typedSearch.isEmpty, into: &frame)
        if let page {
            frame.write(
                pageFooter(lineCount: page.lines.count, scroll: scroll), row: height - 1, column: 0,
                style: CellStyle(isDim: true))
        } else {
            footer(mode: mode, typedSearch: typedSearch, into: &frame)
        }
        return frame
    }

    /// The filters `crew ui`'s options gave beyond what `f` and `o` cycle: tags, priority, days.
    private static func narrowing(_ state: ItemScreenState) -> [String] {
        let list = state.list
        var parts: [String] = []
        if !list.tags.isEmpty { parts.append("tag: " + list.tags.sorted.map(\.value).joined(separator: ",")) }
        if let priority = list.priority { parts.append("priority: \(priority)") }
        if state.filter != .overdue, let before = list.dueBefore { parts.append("due before \(before)") }
        if let after = list.dueAfter { parts.append("due after \(after)") }
        return parts
    }

    private func header(_ state: ItemScreenState, into frame: inout Frame) {
        var parts = ["crew ui", state.filter.rawValue, "sort: \(state.sortName)"]
        if !state.ownerName.isEmpty { parts.append("owner: \(state.ownerName)") }
        parts += Self.narrowing(state)
        // The search the rows match, never one typed that is not applied (blank, or still loading).
        if let search = state.list.search { parts.append("search: \(search.value)") }
        if isRemote { parts.append(state.isOffline ? "offline" : "online") }
        if let age = state.cacheAge { parts.append(age) }
        if let waiting = state.waiting, waiting > 0 { parts.append("\(waiting) waiting") }
        if !state.marks.isEmpty { parts.append("\(state.markCount.map(String.init) ?? "all") marked") }
        frame.write(parts.joined(separator: " · "), row: 0, column: 0, style: CellStyle(isBold: true))
        // Where the selection is, then what the listing holds: "1,204 of 10,000 · 9000 pending".
        let summary = [state.position, state.list.summary].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " · ")
        let start = width - DisplayWidth.of(summary)
        if !summary.isEmpty, start > DisplayWidth.of(frame.text(ofRow: 0)) + 1 {
            frame.write(summary, row: 0, column: start, style: CellStyle(isDim: true))
        }
    }

    private func rows(_ state: ItemScreenState, top: Int, into frame: inout Frame) {
        let list = state.list
        if list.rows.isEmpty {
            let message = list.isLoading ? (isRemote ? "connecting…" : "Loading…") : (list.emptyMessage ?? "")
            frame.write(message, row: 2, column: 0, style: CellStyle(isDim: true))
            return
        }
        let shown = list.rows[min(top, list.rows.count)..<min(list.rows.count, top + visibleRows)]
        // A view of one status (pending, done, overdue) spends no column saying it on every row.
        let statusColumn = state.filter == .all ? nil : ItemRowFormat.statusColumn
        func cells(_ row: ItemRow) -> [TableCell] {
            var cells = ItemRowFormat.cells(row)
            if let statusColumn { cells.remove(at: statusColumn) }
            return cells
        }
        var columns = ItemRowFormat.columns
        if let statusColumn { columns.remove(at: statusColumn) }
        let layout = TableLayout(columns: columns, sample: shown.map(cells), terminalWidth: width)
        frame.write(layout.header(Style(isEnabled: false)), row: 1, column: 0, style: CellStyle(isBold: true))
        for (offset, row) in zip(shown.indices, shown) {
            let line = 2 + offset - top
            var style = CellStyle(isDim: row.isDone, color: row.isOverdue || row.isDamaged ? .red : nil)
            if row.isSaving { style.isDim = true }
            let end = frame.write(layout.line(cells(row)), row: line, column: 0, style: style)
            if state.marks.marks(row, listedUnder: list.filter) {
                frame.write("  ●", row: line, column: end, style: CellStyle(isBold: true, color: .green))
            } else if row.isSaving {
                frame.write("  saving…", row: line, column: end, style: CellStyle(isDim: true))
            } else if let id = row.itemID, state.waitingItems.contains(id) {
                frame.write("  waiting", row: line, column: end, style: CellStyle(color: .yellow))
            }
            if offset == state.selection {
                style.isReversed = true
                frame.paint(row: line, style: style)
            }
        }
    }

    private func statusLine(_ state: ItemScreenState, searching: Bool, into frame: inout Frame) {
        let row = height - 2
        if let status = state.status {
            // A sentence longer than the line is cut where it says how to read it whole.
            let hint = " ! shows it all"
            let text =
                DisplayWidth.of(status.text) > width
                ? DisplayWidth.truncate(status.text, to: width - DisplayWidth.of(hint)) + hint : status.text
            frame.write(text, row: row, column: 0, style: CellStyle(color: status.isError ? .red : .green))
        } else if let notice = state.list.notice {
            frame.write(notice, row: row, column: 0, style: CellStyle(color: .yellow))
        } else if state.list.isLoadingMore {
            frame.write("Loading more…", row: row, column: 0, style: CellStyle(isDim: true))
        } else if state.list.isLoading, !state.list.rows.isEmpty {
            frame.write(
                searching ? "Searching…" : "Loading…", row: row, column: 0,
                style: CellStyle(isDim: true))
        }
    }

    private func footer(mode: ScreenMode, typedSearch: String, into frame: inout Frame) {
        let row = height - 1
        switch mode {
        case .searching:
            let end = frame.write("/" + typedSearch, row: row, column: 0)
            frame.cursor = (row, min(end, width - 1))
        case .prompt(let field, _):
            frame.write(field.label + field.text, row: row, column: 0)
            frame.cursor = (row, min(field.cursorColumn, width - 1))
        case .confirming(let question, _):
            let end = frame.write(question + " [y/N] ", row: row, column: 0, style: CellStyle(isBold: true))
            frame.cursor = (row, min(end, width - 1))
        case .detail, .help, .messages, .users:
            frame.write("Esc or q: back to the list", row: row, column: 0, style: CellStyle(isDim: true))
        case .list:
            frame.write(
                ScreenKeyHelp.footer(width: width), row: row, column: 0, style: CellStyle(isDim: true))
        }
    }

    static func style(_ emphasis: TextSegment.Emphasis) -> CellStyle {
        switch emphasis {
        case .plain: .plain
        case .bold: CellStyle(isBold: true)
        case .dim: CellStyle(isDim: true)
        case .red: CellStyle(color: .red)
        case .green: CellStyle(color: .green)
        case .yellow: CellStyle(color: .yellow)
        }
    }
}
