/// One column of a terminal table.
struct TableColumn: Sendable {
    let title: String
    let alignment: Alignment
    /// The last column takes the width that is left, and is cut to it.
    var isFlexible = false
    /// Left out of a table whose first rows have nothing in it (no item has a due day, say).
    var isOptional = false
    /// How many shorter forms its cells have (`TableCell.shorter`), tried in order when the table
    /// is wider than the terminal, before the flexible column is cut.
    var shortenings = 0
    /// The fewest columns the cell is cut to when even its shortest form is too wide (0: the column
    /// keeps its width).
    var minimumWidth = 0
    /// The title over a shortened column ("WHO" over initials), when it is narrower than `title`.
    var shortTitle: String?

    enum Alignment: Sendable {
        case left
        case right
    }
}
