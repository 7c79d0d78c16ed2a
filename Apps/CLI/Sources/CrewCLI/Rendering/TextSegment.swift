/// A piece of a line and how it stands out: what both a printed text (through `Style`) and a
/// full-screen frame (through its cell styles) draw the same way.
struct TextSegment: Equatable {
    enum Emphasis: Equatable {
        case plain, bold, dim, red, green, yellow
    }

    let text: String
    let emphasis: Emphasis

    init(_ text: String, _ emphasis: Emphasis = .plain) {
        self.text = text
        self.emphasis = emphasis
    }

    /// The segment as printed text, styled when `style` is on.
    func styled(_ style: Style) -> String {
        switch emphasis {
        case .plain: text
        case .bold: style.bold(text)
        case .dim: style.dim(text)
        case .red: style.red(text)
        case .green: style.green(text)
        case .yellow: style.yellow(text)
        }
    }
}
