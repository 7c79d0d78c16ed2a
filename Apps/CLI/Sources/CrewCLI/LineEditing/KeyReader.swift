#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keys from standard input in raw mode: UTF-8 characters, control keys, and the escape
/// sequences terminals send for arrows, Home, End and Delete.
struct KeyReader {
    enum Key: Equatable {
        case character(Character)
        case enter, backspace, delete, left, right, up, down, home, end, tab
        case killToEnd, killToStart, killWord, clearScreen, interrupt, endOfInput, suspend, reverseSearch
        case ignored
        /// The terminal changed size (`SIGWINCH` interrupted the wait for a key).
        case resize
    }

    /// The next key; `nil` at the end of input.
    mutating func next() -> Key? {
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

    /// Readable when the terminal has changed size (see `TerminalMode.resizes`); -1 for none.
    let resizes: Int32

    init(resizes: Int32 = -1) {
        self.resizes = resizes
    }

    /// The next byte; `nil` at the end of input. A wait that a resize woke up is reported once
    /// through `wasInterrupted`.
    private mutating func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            var waits = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&waits, resizes >= 0 ? 2 : 1, -1)
            if ready < 0, errno == EINTR { continue }
            if resizes >= 0, waits[1].revents & Int16(POLLIN) != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = read(resizes, &drained, drained.count)
                wasInterrupted = true
                return nil
            }
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private var wasInterrupted = false
}
