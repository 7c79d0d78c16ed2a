/// The bytes that change what the terminal shows from one frame to the next: only the cells
/// that differ are written (a move of the selection rewrites two rows, not the screen), each
/// run of changed cells after one cursor move, with a style sequence only where the style changes.
package enum FrameDiff {
    /// From `previous` (`nil`: the screen's content is unknown, so everything is drawn after
    /// clearing it) to `next`. A frame of another size is drawn whole.
    package static func bytes(from previous: Frame?, to next: Frame, usesColor: Bool) -> String {
        var output = "\u{1B}[?25l"
        let redrawsAll = previous.map { $0.width != next.width || $0.height != next.height } ?? true
        if redrawsAll { output += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
        var current: CellStyle? = redrawsAll ? .plain : nil
        for row in 0..<next.height {
            let cells = next.rows[row]
            let old = redrawsAll ? nil : previous?.rows[row]
            var column = 0
            while column < next.width {
                guard Self.differs(old, cells, at: column, blankIsUnchanged: redrawsAll) else {
                    column += 1
                    continue
                }
                // The start of a run: step back onto a wide character whose right half changed.
                var start = column
                if cells[start].isContinuation, start > 0 { start -= 1 }
                output += "\u{1B}[\(row + 1);\(start + 1)H"
                var index = start
                while index < next.width,
                    Self.differs(old, cells, at: index, blankIsUnchanged: redrawsAll)
                        || cells[index].isContinuation
                {
                    let cell = cells[index]
                    index += 1
                    if cell.isContinuation { continue }
                    if cell.style != current {
                        output += cell.style.sequence(usesColor: usesColor)
                        current = cell.style
                    }
                    output.append(cell.character)
                }
                column = index
            }
        }
        output += "\u{1B}[0m"
        if let cursor = next.cursor {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        return output
    }

    private static func differs(_ old: [Cell]?, _ new: [Cell], at column: Int, blankIsUnchanged: Bool) -> Bool
    {
        guard let old else { return !(blankIsUnchanged && new[column] == .blank) }
        return old[column] != new[column]
    }
}
