/// One column of a terminal table.
struct TableColumn: Sendable {
    let title: String
    let alignment: Alignment
    /// The last column takes the width that is left, and is cut to it.
    var isFlexible = false

    enum Alignment: Sendable {
        case left
        case right
    }
}
