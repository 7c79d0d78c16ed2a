/// Completion candidates laid out as `ls` lays out names: in columns as wide as the widest
/// candidate (by display width) plus two spaces, as many as the terminal's width holds, read down
/// each column, so no candidate is ever cut at the terminal's edge.
package enum CandidateColumns {
    /// The lines that show `candidates` on a terminal `width` columns wide.
    package static func lines(_ candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let widths = candidates.map(DisplayWidth.of)
        let columnWidth = (widths.max() ?? 0) + 2
        let columns = max(1, (width + 2) / columnWidth)
        let rows = (candidates.count + columns - 1) / columns
        return (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < candidates.count else { break }
                let isLast = column == columns - 1 || index + rows >= candidates.count
                line += candidates[index]
                if !isLast { line += String(repeating: " ", count: columnWidth - widths[index]) }
            }
            return line
        }
    }
}
