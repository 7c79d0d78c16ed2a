/// One column of a terminal table.
struct TableColumn: Sendable {
    let title: String
    let alignment: Alignment
    /// The last column takes the width that is left, and is cut to it.
    var isFlexible = false
    /// Left out of a table whose first rows have nothing in it (no item has a due day, say).
    var isOptional = false

    enum Alignment: Sendable {
        case left
        case right
    }
}
