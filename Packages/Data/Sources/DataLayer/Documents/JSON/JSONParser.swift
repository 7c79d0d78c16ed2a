/// A strict JSON parser (RFC 8259) over UTF-8 bytes that keeps the line of every value and says
/// exactly where a text stops being JSON. Written here because Foundation's decoder reports
/// neither lines nor the place of a syntax error, and accepts a few things JSON does not.
public struct JSONParser {
    /// Deeper nesting than this is refused rather than risking the stack on hostile input.
    public static let maximumDepth = 256

    /// The document's bytes.
    public let bytes: [UInt8]
    /// Where the parser is in ``bytes``.
    public var index = 0
    /// The line ``index`` is on, from 1.
    public var line = 1
    /// Where that line starts in ``bytes``: columns count from it.
    public var lineStart = 0
    /// How deeply arrays and objects are nested at ``index``.
    public var depth = 0
    /// Bytes walked to count columns, for errors: what keeps a long line linear to read (a test
    /// reads it; no clock is needed to see that nothing is counted while nothing goes wrong).
    private(set) var columnWork = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark is not JSON, but editors write one; it says nothing.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        lineStart = index
    }

    /// The one value `bytes` hold, with nothing but white space around it.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses like `parse`, and says how many bytes were walked to count columns.
    public static func parseMeasuringColumnWork(_ bytes: [UInt8]) -> (value: JSONNode?, columnWork: Int) {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try? parser.parseValue()
        return (value, parser.columnWork)
    }

    /// Every value `bytes` hold, one after another with white space between (JSON Lines, or
    /// objects written one after the other).
    public static func parseSequence(_ bytes: [UInt8]) throws(JSONSyntaxError) -> [JSONNode] {
        var parser = JSONParser(bytes)
        var values: [JSONNode] = []
        parser.skipWhitespace()
        while parser.index < bytes.count {
            values.append(try parser.parseValue())
            parser.skipWhitespace()
        }
        return values
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let startLine = line
        guard let byte = peek() else { throw error("the text ends where a value should start") }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        return JSONNode(value: value, line: startLine)
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        var members: [(key: String, value: JSONNode)] = []
        var names = JSONMemberNames()
        try readObject(names: &names) { key, value in
            // A record's members fit at once: growing 1, 2, 4, 8 copied each todo's three times.
            if members.isEmpty { members.reserveCapacity(8) }
            members.append((key, value))
        }
        return .object(members)
    }

    /// Reads the object at ``index``, giving `member` each member in the order written; a name
    /// written twice (`names` holds those seen) is refused.
    mutating func readObject(
        names: inout JSONMemberNames, _ member: (String, JSONNode) -> Void
    ) throws(JSONSyntaxError) {
        try readMembers(names: &names) { name, parser throws(JSONSyntaxError) in
            member(name.text(in: parser.bytes), try parser.parseValue())
        }
    }

    /// Reads the object at ``index`` as ``readObject(names:_:)`` does, but gives `value` each
    /// member's name as written, with the parser at its value, which `value` must read (one
    /// value, with ``parseValue()`` or a reader of one kind of value): a reader of known members
    /// tells them by their bytes and reads their values without making a tree of them.
    mutating func readMembers(
        names: inout JSONMemberNames,
        _ value: (JSONMemberName, inout JSONParser) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enterNesting()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            // Where the name starts, kept as an offset: its column is counted only if it is
            // reported (counting it for every member made a one-line file quadratic to read).
            let (keyIndex, keyLine, keyLineStart) = (index, line, lineStart)
            let name = try parseMemberName()
            guard names.insert(name, of: bytes) else {
                throw error(
                    "the member \"\(name.text(in: bytes))\" appears twice", at: keyIndex, line: keyLine,
                    lineStart: keyLineStart)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
            index += 1
            skipWhitespace()
            try value(name, &self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return
            default: throw error("expected ',' or '}' in the object")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']' in the array")
            }
        }
    }

    mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("the value is nested too deeply") }
    }

    /// Moves past spaces, tabs and line breaks, counting lines.
    public mutating func skipWhitespace() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // "\r\n" is one line break, as is a lone "\r".
                if byte == UInt8(ascii: "\r"), self.byte(at: index + 1) == UInt8(ascii: "\n") { index += 1 }
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    /// Moves past ASCII digits.
    public mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    /// The byte at ``index``; `nil` at the end.
    public func peek() -> UInt8? {
        byte(at: index)
    }

    /// The byte at `position`; `nil` past the end.
    public func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// The error at the current place; the column counts characters, not bytes.
    /// An error at the current place.
    public mutating func error(_ message: String) -> JSONSyntaxError {
        error(message, at: index, line: line, lineStart: lineStart)
    }

    /// An error at `position`, on `line`, which starts at `lineStart`; the column counts characters.
    public mutating func error(_ message: String, at position: Int, line: Int, lineStart: Int)
        -> JSONSyntaxError
    {
        let end = min(position, bytes.count)
        columnWork += end - lineStart
        let column = bytes[lineStart..<end].count { $0 & 0xC0 != 0x80 } + 1
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// Whether `byte` is an ASCII digit.
    public static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

}
