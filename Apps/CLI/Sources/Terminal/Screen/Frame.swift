/// What the screen shows, cell by cell: a view writes text into it, then `FrameDiff` turns the
/// difference from the frame before into the bytes that make the terminal show it.
package struct Frame: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var rows: [[Cell]]
    /// Where the cursor is left after drawing (a prompt's insertion point); `nil` hides it.
    package var cursor: (row: Int, column: Int)? {
        get { cursorPosition.map { ($0.row, $0.column) } }
        set { cursorPosition = newValue.map { CursorPosition(row: $0.row, column: $0.column) } }
    }
    private var cursorPosition: CursorPosition?

    private struct CursorPosition: Equatable, Sendable {
        let row: Int
        let column: Int
    }

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        rows = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
    }

    /// Writes `text` from `column` of `row`, cut at the frame's right edge (or at `limit`
    /// columns); returns the column after it. A wide character that would straddle the edge is
    /// left out, and a control character (C0, DEL, C1: what a terminal would obey) is drawn as a
    /// space. Format characters (bidirectional overrides) take no column and are left out.
    @discardableResult
    package mutating func write(
        _ text: String, row: Int, column: Int, style: CellStyle = .plain, limit: Int? = nil
    ) -> Int {
        guard rows.indices.contains(row), column >= 0 else { return column }
        let end = min(width, limit.map { column + max(0, $0) } ?? width)
        var position = column
        for character in text {
            let shown = Self.isControl(character) ? " " : Self.withoutFormatting(character)
            let columns = DisplayWidth.of(shown)
            if columns == 0 { continue }
            guard position + columns <= end else { break }
            rows[row][position] = Cell(shown, style: style)
            if columns == 2 { rows[row][position + 1] = Cell(" ", style: style, isContinuation: true) }
            position += columns
        }
        return position
    }

    /// `character` without the invisible format scalars a cluster can carry (tag letters, a
    /// prepended Arabic number sign): a terminal would be handed what it does not show. A joiner
    /// stays (it makes 👩‍💻 one picture), and so do the tag letters of a flag (🏴 of England).
    private static func withoutFormatting(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        func isHidden(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0xAD && scalar.value != 0x200D && scalar.properties.generalCategory == .format
                && !(scalars.first?.value == 0x1F3F4 && (0xE0020...0xE007F).contains(scalar.value))
        }
        guard scalars.contains(where: isHidden) else { return character }
        let kept = String(String.UnicodeScalarView(scalars.filter { !isHidden($0) }))
        return kept.first ?? " "
    }

    /// A character holding a control scalar: C0 (a newline too), DEL or C1 (CSI is 0x9B).
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Sets the style of `row` from `column` to the edge (a selected row's bar), keeping its text.
    package mutating func paint(row: Int, from column: Int = 0, style: CellStyle) {
        guard rows.indices.contains(row) else { return }
        for index in max(0, column)..<width { rows[row][index].style = style }
    }

    /// The text of `row`, trailing spaces left out: what a test reads of a frame.
    package func text(ofRow row: Int) -> String {
        var line = ""
        for cell in rows[row] where !cell.isContinuation { line.append(cell.character) }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every row's text, one per line.
    package var text: String {
        (0..<height).map { text(ofRow: $0) }.joined(separator: "\n")
    }

    package static func == (left: Frame, right: Frame) -> Bool {
        left.width == right.width && left.height == right.height && left.rows == right.rows
            && left.cursorPosition == right.cursorPosition
    }
}
