#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scalars of JSON as ``JSONParser`` reads them: strings with their escapes (surrogate pairs
/// joined, lone ones refused), numbers in RFC 8259's grammar, and the words `true`, `false`,
/// `null`.
extension JSONParser {
    /// Reads a string at ``index`` (its opening quote), escapes decoded; invalid UTF-8 or a control character
    /// is an error.
    public mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        // Most strings hold no escape: their bytes are the text, taken in one piece. With names
        // compared without hashing (`parseObject`), parsing went from 14.4 % to 7.3 % of the CPU
        // of `items list` over an API's 10,000 todos (`perf`, see `TodoListReader`).
        let start = index
        let (end, isASCII) = plainRun(from: start)
        index = end
        if peek() == UInt8(ascii: "\"") {
            index += 1
            let string = bytes.withUnsafeBufferPointer { all in
                let piece = UnsafeBufferPointer(rebasing: all[start..<index - 1])
                // ASCII is UTF-8 as it stands: nothing can have been repaired to check for.
                return isASCII ? String(decoding: piece, as: UTF8.self) : Self.text(ofUTF8: piece)
            }
            guard let string else { throw error("the string is not valid UTF-8") }
            return string
        }
        var text = Array(bytes[start..<index])
        while true {
            guard let byte = peek() else { throw error("the text ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = text.withUnsafeBufferPointer(Self.text(ofUTF8:)) else {
                    throw error("the string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &text)
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    /// Reads a member's name at ``index`` (its opening quote) as ``parseString()`` reads a
    /// string, refusing what it refuses, without making a `String` of it.
    mutating func parseMemberName() throws(JSONSyntaxError) -> JSONMemberName {
        let start = index + 1
        let (end, isASCII) = plainRun(from: start)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            // An escape (or a fault parseString words): the name is decoded.
            let text = try parseString()
            return JSONMemberName(written: start..<index - 1, unescaped: Array(text.utf8))
        }
        index = end + 1
        if !isASCII {
            let isUTF8 = bytes.withUnsafeBufferPointer { all in
                Self.text(ofUTF8: UnsafeBufferPointer(rebasing: all[start..<end])) != nil
            }
            guard isUTF8 else { throw error("the string is not valid UTF-8") }
        }
        return JSONMemberName(written: start..<end, unescaped: nil)
    }

    /// Where a string's bytes from `start` stop being its text as they stand (at its closing
    /// quote, an escape, a control character or the end), and whether they are ASCII up to there.
    private func plainRun(from start: Int) -> (end: Int, isASCII: Bool) {
        var (end, isASCII) = (start, true)
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
            bytes[end] >= 0x20
        {
            if bytes[end] >= 0x80 { isASCII = false }
            end += 1
        }
        return (end, isASCII)
    }

    /// `bytes` as text, or `nil` when they are not UTF-8. Not `String(validating:as:)`: generic and
    /// not specialized here, it looked `Unicode.ParseResult`'s metadata up five times a string
    /// (callgrind: 47 of `crew sync`'s 451 million instructions over an API's 10,000 todos).
    /// Decoding repairs what is not UTF-8, so the same bytes back mean there was nothing to repair.
    static func text(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Compared with memcmp: through the UTF-8 view, a byte at a time, it cost as much again.
        let isSame = text.utf8.withContiguousStorageIfAvailable { stored in
            guard stored.count == bytes.count else { return false }
            // No address: both are empty.
            guard let decoded = stored.baseAddress, let given = bytes.baseAddress else { return true }
            return memcmp(decoded, given, bytes.count) == 0
        }
        return isSame ?? text.utf8.elementsEqual(bytes) ? text : nil
    }

    private mutating func parseEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        guard let escaped = peek() else { throw error("the text ends inside a string") }
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad()
            if (0xD800...0xDBFF).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "u") else {
                    throw error("a high surrogate must be followed by a low one")
                }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("a high surrogate must be followed by a low one")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("a low surrogate without a high one")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("not a Unicode scalar") }
            text.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'")
        }
    }

    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Reads a number at ``index`` and returns it as written, so that no precision is lost.
    public mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        try skipNumber()
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads a number at ``index`` as ``parseNumber()`` does, and answers it when it is written as
    /// a whole number that fits an `Int` (`nil` for `1.5`, `1e3` or `99999999999999999999`),
    /// straight from its digits: an id read as text first, then as a number, made a `String` of
    /// every id of a listing.
    mutating func parseWholeNumber() throws(JSONSyntaxError) -> Int? {
        let start = index
        try skipNumber()
        let isNegative = bytes[start] == UInt8(ascii: "-")
        var value = 0
        for position in (isNegative ? start + 1 : start)..<index {
            let byte = bytes[position]
            guard Self.isDigit(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            // Counted towards the sign, so that `Int.min` fits.
            let (next, overflowedAgain) =
                isNegative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !overflowedAgain else { return nil }
            value = next
        }
        return value
    }

    /// Moves past the number at ``index``, refusing what RFC 8259's grammar does not allow.
    private mutating func skipNumber() throws(JSONSyntaxError) {
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), Self.isDigit(next) { throw error("a number cannot start with 0") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), Self.isDigit(next) else {
                throw error("expected a digit in the exponent")
            }
            skipDigits()
        }
    }

    /// Reads `word` (`true`, `false`, `null`) at ``index``.
    public mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count,
            bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        index += expected.count
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
