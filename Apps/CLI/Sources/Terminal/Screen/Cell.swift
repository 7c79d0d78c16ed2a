/// One column of one row on the screen. A wide character fills its cell and marks the next as
/// its continuation, which is never written on its own.
package struct Cell: Hashable, Sendable {
    package var character: Character
    package var style: CellStyle
    /// The right half of a wide character to its left.
    package var isContinuation: Bool

    package init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    package static let blank = Cell()
}
