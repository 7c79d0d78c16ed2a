import Testing

@testable import Terminal

@Suite("Frame and FrameDiff")
struct FrameDiffTests {
    @Test("text is cut at the edge; a wide character takes two cells and never straddles it")
    func writing() {
        var frame = Frame(width: 5, height: 1)
        let end = frame.write("a注b注c", row: 0, column: 0)
        #expect(end == 4)
        #expect(frame.text(ofRow: 0) == "a注b")
        var narrow = Frame(width: 4, height: 1)
        narrow.write("ab注", row: 0, column: 1)
        #expect(narrow.text(ofRow: 0) == " ab")
    }

    @Test(
        "no control reaches the terminal: C0, DEL and C1 (an API's CSI) are drawn as spaces, bidirectional overrides left out",
        arguments: ["\u{9B}31m", "\u{9D}0;x\u{9C}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}"])
    func controlsAreNeverWritten(control: String) {
        var frame = Frame(width: 30, height: 1)
        frame.write("a\(control)b", row: 0, column: 0)
        let bytes = FrameDiff.bytes(from: nil, to: frame, usesColor: false)
        let written = bytes.unicodeScalars.filter { scalar in
            (0x80...0x9F).contains(scalar.value) || scalar.value == 0x7F || scalar.value == 0x85
                || scalar.properties.generalCategory == .format
        }
        #expect(written.isEmpty, "\(bytes.debugDescription)")
        #expect(frame.text(ofRow: 0).hasPrefix("a") && frame.text(ofRow: 0).hasSuffix("b"))
    }

    @Test(
        "every East Asian wide plane takes two columns: a hentaigana (U+1B001), Tangut, an enclosed ideograph"
    )
    func widePlanes() {
        for wide in ["\u{1B001}", "\u{17000}", "\u{1F200}", "\u{20000}"] {
            var frame = Frame(width: 10, height: 2)
            #expect(frame.write(wide + "x", row: 0, column: 0) == 3, "\(wide)")
            #expect(frame.text(ofRow: 0) == wide + "x", "a cell of its own after it")
        }
    }

    @Test("the first frame clears and draws everything; the next writes only the cells that changed")
    func onlyChangedCells() {
        var first = Frame(width: 20, height: 3)
        first.write("one", row: 0, column: 0)
        first.write("two", row: 1, column: 0)
        let whole = FrameDiff.bytes(from: nil, to: first, usesColor: true)
        #expect(whole.contains("\u{1B}[2J"))
        #expect(whole.contains("one") && whole.contains("two"))
        var second = first
        second.write("tWo", row: 1, column: 0)
        let diff = FrameDiff.bytes(from: first, to: second, usesColor: true)
        #expect(
            diff == "\u{1B}[?25l\u{1B}[2;2H\u{1B}[0mW\u{1B}[0m",
            "the cursor moves to the changed cell and writes it alone")
        #expect(!diff.contains("one") && !diff.contains("\u{1B}[2J"))
        #expect(
            FrameDiff.bytes(from: second, to: second, usesColor: true).count < 20, "no change writes no text")
    }

    @Test("a changed style is written; colour is left out without colour, reverse video kept")
    func styles() {
        var plain = Frame(width: 10, height: 1)
        plain.write("row", row: 0, column: 0)
        var selected = plain
        selected.paint(row: 0, style: CellStyle(isReversed: true, color: .red))
        let colored = FrameDiff.bytes(from: plain, to: selected, usesColor: true)
        #expect(colored.contains("\u{1B}[0;7;31m"))
        let uncolored = FrameDiff.bytes(from: plain, to: selected, usesColor: false)
        #expect(uncolored.contains("\u{1B}[0;7m") && !uncolored.contains("31"))
    }

    @Test("a frame of another size is drawn whole")
    func resize() {
        let small = Frame(width: 10, height: 2)
        var large = Frame(width: 12, height: 3)
        large.write("x", row: 2, column: 0)
        #expect(FrameDiff.bytes(from: small, to: large, usesColor: false).contains("\u{1B}[2J"))
    }
}
