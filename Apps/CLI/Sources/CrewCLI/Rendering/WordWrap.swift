import Terminal

/// Text broken into lines of at most a width of terminal columns, between words; a word wider
/// than a line has a line of its own (the frame cuts it). A sentence on the screen is read
/// whole, never cut at the edge.
enum WordWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(String(word))
            if !current.isEmpty, currentWidth + 1 + wordWidth > width {
                lines.append(current)
                (current, currentWidth) = ("", 0)
            }
            if !current.isEmpty {
                current += " "
                currentWidth += 1
            }
            current += word
            currentWidth += wordWidth
        }
        return current.isEmpty ? lines : lines + [current]
    }
}
