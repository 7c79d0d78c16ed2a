/// Lays rows out as an aligned table for a terminal. Widths come from the first rows seen (a
/// long listing is drawn page by page, without holding it all); the flexible column takes
/// what the terminal has left and longer text is cut with "…".
struct TableLayout {
    let columns: [TableColumn]
    let widths: [Int]

    init(columns: [TableColumn], sample: [[String]], terminalWidth: Int?) {
        self.columns = columns
        var widths = columns.indices.map { index in
            ([columns[index].title] + sample.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        if let terminalWidth, let flexible = columns.lastIndex(where: \.isFlexible) {
            let others = widths.enumerated().filter { $0.offset != flexible }.map(\.element).reduce(0, +)
            let gaps = 2 * (columns.count - 1)
            widths[flexible] = max(8, min(widths[flexible], terminalWidth - others - gaps))
        }
        self.widths = widths
    }

    func header(_ style: Style) -> String {
        style.bold(line(columns.map(\.title)))
    }

    /// One row; `paint` colors each cell after it was padded, so colors never break alignment.
    func line(_ cells: [String], paint: (Int, String) -> String = { $1 }) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() {
            let width = widths[index]
            let fitted = DisplayWidth.truncate(cell, to: width)
            let isLast = index == cells.count - 1
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
