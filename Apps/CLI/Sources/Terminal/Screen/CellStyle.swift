/// How a cell is drawn: the few attributes a list view needs. Colour is one attribute among
/// them so that `NO_COLOR` can drop it and keep the rest (reverse video marks the selection).
package struct CellStyle: Hashable, Sendable {
    package enum Color: UInt8, Sendable {
        case red = 31
        case green = 32
        case yellow = 33
        case blue = 34
        case magenta = 35
        case cyan = 36
    }

    package var isBold = false
    package var isDim = false
    package var isReversed = false
    package var color: Color?

    package init(isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false, color: Color? = nil) {
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.color = color
    }

    package static let plain = CellStyle()

    /// The SGR sequence that sets exactly this style from any other.
    func sequence(usesColor: Bool) -> String {
        var codes = ["0"]
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isReversed { codes.append("7") }
        if usesColor, let color { codes.append(String(color.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
