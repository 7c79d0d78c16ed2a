/// Turns the bytes a terminal sends into `ScreenKey`s, a chunk at a time (what one `read` of
/// standard input returned). An escape byte alone at the end of a chunk is the Escape key: a
/// terminal sends an arrow's whole sequence in one write, so a sequence is never split where a
/// person's Escape would be. A UTF-8 character cut between chunks waits for its rest.
package struct ScreenKeyDecoder {
    private var pending: [UInt8] = []

    package init() {}

    /// The keys `bytes` complete, in order.
    package mutating func keys(from bytes: [UInt8]) -> [ScreenKey] {
        let input = pending + bytes
        pending = []
        var keys: [ScreenKey] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 27:
                let (key, length) = Self.escapeSequence(input, at: index)
                keys.append(key)
                index += length
                continue
            case 0x80...:
                let length = Self.utf8Length(lead: byte)
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                let bytes = input[index..<(index + length)]
                if let text = String(validating: bytes, as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                } else {
                    keys.append(.ignored)
                }
                index += length
                continue
            default:
                keys.append(Self.single(byte))
                index += 1
            }
        }
        return keys
    }

    private static func single(_ byte: UInt8) -> ScreenKey {
        switch byte {
        case 13, 10: .enter
        case 127, 8: .backspace
        case 9: .tab
        case 3: .interrupt
        case 26: .suspend
        case 12: .redraw
        case 21: .clearLine
        case 23: .deleteWord
        case 16: .up
        case 14: .down
        case 0..<32: .ignored
        default: .character(Character(Unicode.Scalar(byte)))
        }
    }

    /// The key an escape sequence starting at `start` stands for, and how many bytes it took.
    private static func escapeSequence(_ input: [UInt8], at start: Int) -> (ScreenKey, Int) {
        guard start + 1 < input.count else { return (.escape, 1) }
        let introducer = input[start + 1]
        // Escape then Escape, or Escape then a plain key (Alt-key): the first is Escape alone.
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        var parameters: [UInt8] = []
        var index = start + 2
        while index < input.count {
            let byte = input[index]
            index += 1
            if (0x30...0x3F).contains(byte) {
                parameters.append(byte)
                continue
            }
            return (final(byte, parameters: String(decoding: parameters, as: UTF8.self)), index - start)
        }
        return (.ignored, index - start)
    }

    private static func final(_ byte: UInt8, parameters: String) -> ScreenKey {
        switch (Character(Unicode.Scalar(byte)), parameters) {
        case ("A", _): .up
        case ("B", _): .down
        case ("C", _): .right
        case ("D", _): .left
        case ("H", _), ("~", "1"), ("~", "7"): .home
        case ("F", _), ("~", "4"), ("~", "8"): .end
        case ("~", "3"): .delete
        case ("~", "5"): .pageUp
        case ("~", "6"): .pageDown
        default: .ignored
        }
    }

    private static func utf8Length(lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
