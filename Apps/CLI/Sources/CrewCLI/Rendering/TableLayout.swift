/// Lays rows out as an aligned table for a terminal. Widths come from the first rows seen (a
/// long listing is drawn page by page, without holding it all); an optional column with nothing
/// in those rows is left out; the flexible column takes what the terminal has left and longer
/// text is cut with "…".
struct TableLayout {
    let columns: [TableColumn]
    /// The indexes of the columns shown, in order.
    private let shown: [Int]
    /// The width of each column shown.
    private let widths: [Int]

    init(columns: [TableColumn], sample: [[String]], terminalWidth: Int?) {
        self.columns = columns
        let shown = columns.indices.filter { index in
            !columns[index].isOptional || sample.contains { !$0[index].isEmpty }
        }
        var widths = shown.map { index in
            ([columns[index].title] + sample.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        if let terminalWidth, let flexible = shown.lastIndex(where: { columns[$0].isFlexible }) {
            let others = widths.enumerated().filter { $0.offset != flexible }.map(\.element).reduce(0, +)
            let gaps = 2 * (shown.count - 1)
            widths[flexible] = max(8, min(widths[flexible], terminalWidth - others - gaps))
        }
        self.shown = shown
        self.widths = widths
    }

    func header(_ style: Style) -> String {
        style.bold(line(columns.map(\.title)))
    }

    /// One row, given a cell for every column; `paint` colors each cell (by its column's index
    /// among all the columns) after it was padded, so colors never break alignment.
    func line(_ cells: [String], paint: (Int, String) -> String = { $1 }) -> String {
        var parts: [String] = []
        for (position, index) in shown.enumerated() {
            let width = widths[position]
            let fitted = DisplayWidth.truncate(cells[index], to: width)
            let isLast = position == shown.count - 1
            let padded: String
            switch columns[index].alignment {
            case .left: padded = isLast ? fitted : DisplayWidth.pad(fitted, to: width)
            case .right:
                padded = String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted))) + fitted
            }
            parts.append(paint(index, padded))
        }
        return parts.joined(separator: "  ")
    }
}
