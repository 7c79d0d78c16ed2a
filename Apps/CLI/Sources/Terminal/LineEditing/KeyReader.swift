/// Reads keys from a source of bytes (a terminal in raw mode, or a test's script): UTF-8
/// characters, control keys, and the escape sequences terminals send for arrows, Home, End and
/// Delete.
package struct KeyReader {
    package enum Key: Equatable {
        case character(Character)
        case enter, backspace, delete, left, right, up, down, home, end, tab
        case killToEnd, killToStart, killWord, clearScreen, interrupt, endOfInput, suspend, reverseSearch
        case ignored
        /// The terminal changed size (`SIGWINCH` interrupted the wait for a key).
        case resize
    }

    /// The next key; `nil` at the end of input.
    package mutating func next() -> Key? {
        guard let byte = readByte() else {
            guard wasInterrupted else { return nil }
            wasInterrupted = false
            return .resize
        }
        switch byte {
        case 13, 10: return .enter
        case 127, 8: return .backspace
        case 1: return .home
        case 5: return .end
        case 2: return .left
        case 6: return .right
        case 11: return .killToEnd
        case 21: return .killToStart
        case 23: return .killWord
        case 12: return .clearScreen
        case 3: return .interrupt
        case 4: return .endOfInput
        case 26: return .suspend
        case 9: return .tab
        case 18: return .reverseSearch
        case 16: return .up
        case 14: return .down
        case 7: return .ignored
        case 27: return escapeSequence()
        case 0..<32: return .ignored
        default: return character(startingWith: byte)
        }
    }

    /// `ESC [ A`…, `ESC [ 3 ~`, `ESC O H`…: what arrows and the editing keys send.
    private mutating func escapeSequence() -> Key {
        guard let introducer = readByte() else { return .ignored }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return .ignored }
        var parameters: [UInt8] = []
        while let byte = readByte() {
            if (0x30...0x3F).contains(byte) {
                parameters.append(byte)
                continue
            }
            switch (byte, parameters) {
            case (UInt8(ascii: "A"), _): return .up
            case (UInt8(ascii: "B"), _): return .down
            case (UInt8(ascii: "C"), _): return .right
            case (UInt8(ascii: "D"), _): return .left
            case (UInt8(ascii: "H"), _): return .home
            case (UInt8(ascii: "F"), _): return .end
            case (UInt8(ascii: "~"), [UInt8(ascii: "1")]), (UInt8(ascii: "~"), [UInt8(ascii: "7")]):
                return .home
            case (UInt8(ascii: "~"), [UInt8(ascii: "4")]), (UInt8(ascii: "~"), [UInt8(ascii: "8")]):
                return .end
            case (UInt8(ascii: "~"), [UInt8(ascii: "3")]): return .delete
            default: return .ignored
            }
        }
        return .ignored
    }

    /// One UTF-8 character: the lead byte, then the continuation bytes it announces.
    private mutating func character(startingWith lead: UInt8) -> Key {
        let length =
            switch lead {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF7: 4
            default: 1
            }
        var bytes = [lead]
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else {
            return .ignored
        }
        return .character(character)
    }

    private var source: any KeySource

    /// Whether the source holds bytes already read (the rest of a paste).
    package var hasBufferedInput: Bool { source.hasBufferedInput }

    /// Passes over the text bytes already read (see ``KeySource/skipBufferedText()``).
    package mutating func skipBufferedText() { source.skipBufferedText() }

    package init(source: any KeySource) {
        self.source = source
    }

    /// The next byte; `nil` at the end of input, or when a resize woke the wait (reported once
    /// through `wasInterrupted`).
    private mutating func readByte() -> UInt8? {
        switch source.next() {
        case .byte(let byte): return byte
        case .resized:
            wasInterrupted = true
            return nil
        case .end: return nil
        }
    }

    private var wasInterrupted = false
}
