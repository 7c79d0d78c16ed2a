import Terminal

/// Lays rows out as an aligned table for a terminal. Widths come from the first rows seen (a
/// long listing is drawn page by page, without holding it all); an optional column with nothing
/// in those rows is left out.
///
/// The flexible column (an item's name) gets what the terminal has left after the narrow ones.
/// When that is not enough, the narrow columns shorten first (each cell's `shorter` forms, the
/// widest saving first), then are cut to their minimum widths; only then is the flexible column
/// cut, with "…". No line is ever wider than the terminal.
struct TableLayout {
    let columns: [TableColumn]
    /// The indexes of the columns shown, in order.
    private let shown: [Int]
    /// The width of each column shown.
    private let widths: [Int]
    /// How far each column shown is shortened: 0 is as written, n its cells' n-th shorter form.
    private let levels: [Int]
    private let terminalWidth: Int?

    /// What the flexible column needs to be read: below it, optional columns are left out.
    static let readableWidth = 12

    /// The narrow columns' widths, each in its shortest form and cut to its minimum.
    private static func narrowestWidth(
        _ shown: [Int], _ columns: [TableColumn], _ sample: [[TableCell]], width: (Int, Int) -> Int
    ) -> Int {
        shown.filter { !columns[$0].isFlexible }.map { index in
            let column = columns[index]
            let shortest = width(index, column.shortenings)
            return column.minimumWidth > 0 ? min(shortest, column.minimumWidth) : shortest
        }.reduce(0, +)
    }

    init(columns: [TableColumn], sample: [[TableCell]], terminalWidth: Int?) {
        self.columns = columns
        self.terminalWidth = terminalWidth
        var shown = columns.indices.filter { index in
            !columns[index].isOptional || sample.contains { !$0[index].text.isEmpty }
        }
        func width(_ index: Int, level: Int) -> Int {
            let cells = sample.map { $0[index].form(level) }
            return ([Self.title(of: columns[index], level: level)] + cells).map(DisplayWidth.of).max() ?? 0
        }
        if let terminalWidth {
            // A terminal too narrow for the name beside every column leaves optional columns out,
            // the rightmost first, until the name has room to be read.
            while let flexible = shown.lastIndex(where: { columns[$0].isFlexible }),
                let optional = shown.lastIndex(where: { columns[$0].isOptional }),
                Self.narrowestWidth(shown, columns, sample, width: width) + 2 * (shown.count - 1)
                    + min(width(shown[flexible], level: 0), Self.readableWidth) > terminalWidth
            {
                shown.remove(at: optional)
            }
        }
        var levels = shown.map { _ in 0 }
        var widths = shown.map { width($0, level: 0) }
        let flexible = shown.lastIndex { columns[$0].isFlexible }
        if let terminalWidth {
            let gaps = 2 * (shown.count - 1)
            let wanted = flexible.map { widths[$0] } ?? 0
            func others() -> Int { widths.indices.filter { $0 != flexible }.map { widths[$0] }.reduce(0, +) }
            // Shorter forms, the one that saves most first, while the name would be cut.
            while others() + gaps + wanted > terminalWidth {
                let savings = shown.indices.compactMap { position -> (Int, Int)? in
                    let column = columns[shown[position]]
                    guard position != flexible, levels[position] < column.shortenings else { return nil }
                    return (position, widths[position] - width(shown[position], level: levels[position] + 1))
                }
                guard let best = savings.max(by: { $0.1 < $1.1 }), best.1 > 0 else { break }
                levels[best.0] += 1
                widths[best.0] = width(shown[best.0], level: levels[best.0])
            }
            // Then the narrow columns are cut to their minimum widths.
            for position in widths.indices
            where position != flexible && others() + gaps + wanted > terminalWidth {
                let minimum = columns[shown[position]].minimumWidth
                guard minimum > 0 else { continue }
                let excess = others() + gaps + wanted - terminalWidth
                widths[position] = max(minimum, widths[position] - excess)
            }
            if let flexible {
                widths[flexible] = max(1, min(widths[flexible], terminalWidth - others() - gaps))
            }
        }
        self.shown = shown
        self.widths = widths
        self.levels = levels
    }

    func header(_ style: Style) -> String {
        var titles = columns.map(\.title)
        for (position, index) in shown.enumerated() {
            titles[index] = Self.title(of: columns[index], level: levels[position])
        }
        return style.bold(line(titles.map { TableCell($0) }, isHeader: true))
    }

    /// One row, given a cell for every column; `paint` colors each cell (by its column's index
    /// among all the columns) after it was padded, so colors never break alignment.
    func line(_ cells: [TableCell], paint: (Int, String) -> String = { $1 }) -> String {
        line(cells, isHeader: false, paint: paint)
    }

    private func line(_ cells: [TableCell], isHeader: Bool, paint: (Int, String) -> String = { $1 }) -> String
    {
        var parts: [String] = []
        var used = 0
        for (position, index) in shown.enumerated() {
            let width = widths[position]
            let text = isHeader ? cells[index].text : cells[index].form(levels[position])
            // What is left of the terminal, so that a row never wraps (a terminal narrower than
            // the narrow columns themselves).
            let room = terminalWidth.map { max(0, $0 - used - (position == 0 ? 0 : 2)) } ?? width
            guard room > 0 else { break }
            let fitted = DisplayWidth.truncate(text, to: min(width, room))
            let isLast = position == shown.count - 1
            let padded: String
            switch columns[index].alignment {
            case .left: padded = isLast ? fitted : DisplayWidth.pad(fitted, to: min(width, room))
            case .right:
                padded =
                    String(repeating: " ", count: max(0, min(width, room) - DisplayWidth.of(fitted))) + fitted
            }
            used += (position == 0 ? 0 : 2) + DisplayWidth.of(padded)
            parts.append(paint(index, padded))
        }
        return parts.joined(separator: "  ")
    }

    private static func title(of column: TableColumn, level: Int) -> String {
        level > 0 ? column.shortTitle ?? column.title : column.title
    }
}
