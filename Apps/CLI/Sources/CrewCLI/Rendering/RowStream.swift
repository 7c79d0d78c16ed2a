/// Prints rows as they arrive, page by page, in the chosen mode; it keeps no row once printed,
/// so a listing of a million items takes as much memory as one of fifty.
@MainActor
final class RowStream<Row, Value> {
    private let format: RowFormat<Row, Value>
    private let mode: OutputMode
    private let console: Console
    private let style: Style
    private var layout: TableLayout?
    private var count = 0

    init(format: RowFormat<Row, Value>, mode: OutputMode, console: Console, style: Style) {
        self.format = format
        self.mode = mode
        self.console = console
        self.style = style
    }

    /// Writes a page: its rows, or (JSON) the values behind them, in the same order.
    func write(_ rows: [Row], values: [Value]) {
        switch mode {
        case .table:
            if layout == nil, !rows.isEmpty {
                let layout = TableLayout(
                    columns: format.columns, sample: rows.map(format.cells), terminalWidth: console.width)
                console.print(layout.header(style))
                self.layout = layout
            }
            for row in rows {
                console.print(layout?.line(format.cells(row), paint: format.paint(row, style)) ?? "")
            }
        case .tsv:
            // One string and one write per page: a million rows are a thousand writes.
            var page: [UInt8] = []
            page.reserveCapacity(rows.count * 64)
            // By index: each row is read where it is, not copied out of the page first.
            for index in rows.indices { format.appendTSV(rows[index], &page) }
            console.output.write(bytes: page)
        case .json:
            for value in values {
                console.output.write((count == 0 ? "[\n  " : ",\n  ") + format.json(value))
                count += 1
            }
        }
        if mode != .json { count += rows.count }
    }

    /// Closes the JSON array (an empty listing is `[]`).
    func finish() {
        if mode == .json { console.print(count == 0 ? "[]" : "\n]") }
    }
}
