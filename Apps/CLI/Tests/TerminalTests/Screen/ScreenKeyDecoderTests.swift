import Testing

@testable import Terminal

@Suite("ScreenKeyDecoder")
struct ScreenKeyDecoderTests {
    @Test("letters, control keys, arrows and page keys as a terminal sends them")
    func keys() {
        var decoder = ScreenKeyDecoder()
        let bytes =
            Array("jk/".utf8) + [13, 127, 3, 26, 12]
            + Array("\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\u{1B}OH\u{1B}[F".utf8)
        #expect(
            decoder.keys(from: bytes) == [
                .character("j"), .character("k"), .character("/"), .enter, .backspace, .interrupt, .suspend,
                .redraw, .up, .down, .pageUp, .pageDown, .home, .end,
            ])
    }

    @Test("Escape alone at the end of a read is the Escape key; followed by a key, Escape then the key")
    func escape() {
        var decoder = ScreenKeyDecoder()
        #expect(decoder.keys(from: [27]) == [.escape])
        #expect(decoder.keys(from: [27, UInt8(ascii: "q")]) == [.escape, .character("q")])
    }

    @Test("a UTF-8 character cut between two reads waits for its rest")
    func splitCharacter() {
        var decoder = ScreenKeyDecoder()
        let bytes = Array("é注".utf8)
        #expect(decoder.keys(from: Array(bytes[..<1])) == [])
        #expect(decoder.keys(from: Array(bytes[1..<3])) == [.character("é")])
        #expect(decoder.keys(from: Array(bytes[3...])) == [.character("注")])
    }
}
