/// One cell of a terminal table: its text, and the shorter ways to write it, tried in order when
/// the table is wider than the terminal (an owner's first name, then initials; a due day's
/// distance from today), before the flexible column is cut.
struct TableCell: Equatable, Sendable {
    let text: String
    let shorter: [String]

    init(_ text: String, shorter: [String] = []) {
        self.text = text
        self.shorter = shorter
    }

    /// The cell shortened `level` times (0: as written); a cell with fewer forms keeps its shortest.
    func form(_ level: Int) -> String {
        guard level > 0, !shorter.isEmpty else { return text }
        return shorter[min(level, shorter.count) - 1]
    }
}
