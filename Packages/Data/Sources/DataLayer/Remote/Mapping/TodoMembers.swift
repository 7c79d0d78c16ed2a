import Domain

/// The members of one todo as ``TodoListReader`` reads them, typed as ``TodoDTO`` decodes them.
struct TodoMembers {
    private var isValid = true
    private var id: Int?
    private var title: String?
    private var completed: Bool?
    private var userId: Int?
    private var texts: [String: String] = [:]
    private var tags: [String]?
    private var notes: [NoteDTO]?
    private var plain: [String: PlainValue] = [:]

    /// The members with a text value (or `null`) that ``TodoDTO`` reads.
    private static let textKeys: Set<String> = [
        "due", "priority", "createdAt", "completedAt", "every", "crewId",
    ]
    private static let plainFields = Dictionary(
        uniqueKeysWithValues: ItemFields.plainFields.map { ($0.key, $0) })

    /// The todo, or `nil` when a member it needs is missing or one it reads has the wrong type.
    var dto: TodoDTO? {
        guard isValid, let id, let title, let completed else { return nil }
        return TodoDTO(
            id: id, title: title, completed: completed, userId: userId, due: texts["due"],
            priority: texts["priority"], tags: tags, createdAt: texts["createdAt"],
            completedAt: texts["completedAt"], every: texts["every"], notes: notes, crewId: texts["crewId"],
            plain: PlainMembers(plain))
    }

    /// Whether a member is written in a way only JSONDecoder reads as it would (a number with a
    /// fraction where a whole one is read): the body is then left to it (see ``TodoListReader``).
    private(set) var needsDecoder = false

    /// Reads the member `name` from `parser`, which stands at its value: the members every todo
    /// has are told by their bytes and read straight from them (making a `String` of every name
    /// and number, then a value to take apart, was half of reading a listing), any other is read
    /// as a value (``read(_:_:)``). A value of the wrong type makes the todo invalid.
    mutating func read(_ name: JSONMemberName, from parser: inout JSONParser) throws(JSONSyntaxError) {
        if name.is("id", in: parser.bytes) {
            id = required(try wholeNumber(&parser))
        } else if name.is("title", in: parser.bytes) {
            title = required(
                parser.peek() == UInt8(ascii: "\"") ? try parser.parseString() : try Self.skip(&parser))
        } else if name.is("completed", in: parser.bytes) {
            completed = required(try Self.boolean(&parser))
        } else if name.is("userId", in: parser.bytes) {
            if parser.peek() == UInt8(ascii: "n") {
                try parser.expectWord("null")
                userId = nil
            } else {
                userId = required(try wholeNumber(&parser))
            }
        } else {
            let key = name.text(in: parser.bytes)
            let value = try parser.parseValue().value
            do { try read(key, value) } catch { needsDecoder = true }
        }
    }

    /// A whole number that fits an `Int`, read from `parser`; `nil` for a value that is not a
    /// number. A number written another way is JSONDecoder's to read.
    private mutating func wholeNumber(_ parser: inout JSONParser) throws(JSONSyntaxError) -> Int? {
        guard let first = parser.peek(), first == UInt8(ascii: "-") || JSONParser.isDigit(first) else {
            return try Self.skip(&parser)
        }
        guard let number = try parser.parseWholeNumber() else {
            needsDecoder = true
            return nil
        }
        return number
    }

    /// `true` or `false` read from `parser`; `nil` for a value of another type.
    private static func boolean(_ parser: inout JSONParser) throws(JSONSyntaxError) -> Bool? {
        switch parser.peek() {
        case UInt8(ascii: "t"):
            try parser.expectWord("true")
            return true
        case UInt8(ascii: "f"):
            try parser.expectWord("false")
            return false
        default: return try skip(&parser)
        }
    }

    /// Reads the value at `parser`, of a type the member does not take: `nil`.
    private static func skip<Value>(_ parser: inout JSONParser) throws(JSONSyntaxError) -> Value? {
        _ = try parser.parseValue()
        return nil
    }

    /// Reads the member `key`; a value of the wrong type makes the todo invalid.
    mutating func read(_ key: String, _ value: JSONValue) throws(TodoListReader.Unsupported) {
        switch key {
        case "id": id = required(try Self.wholeNumber(value))
        case "title": title = required(Self.text(value))
        case "completed": completed = required(Self.boolean(value))
        case "userId":
            userId = try optional(value) { value throws(TodoListReader.Unsupported) in
                try Self.wholeNumber(value)
            }
        case "tags": tags = try optional(value, Self.texts)
        case "notes": notes = try optional(value, Self.notes)
        case _ where Self.textKeys.contains(key): texts[key] = try optional(value, Self.text)
        default:
            guard let field = Self.plainFields[key] else { return }
            plain[key] =
                field.isWholeNumber
                ? try optional(value) { value throws(TodoListReader.Unsupported) in
                    try Self.wholeNumber(value)
                }
                .map(PlainValue.whole)
                : try optional(value, Self.text).map(PlainValue.text)
        }
    }

    /// A member the todo cannot go without: of the wrong type (or `null`), the todo is invalid.
    private mutating func required<Value>(_ value: Value?) -> Value? {
        if value == nil { isValid = false }
        return value
    }

    /// What `decodeIfPresent` makes of `value`: `nil` for `null`, else `read` of it; of the
    /// wrong type, the todo is invalid.
    private mutating func optional<Value>(
        _ value: JSONValue, _ read: (JSONValue) throws(TodoListReader.Unsupported) -> Value?
    ) throws(TodoListReader.Unsupported) -> Value? {
        if value == .null { return nil }
        let read = try read(value)
        if read == nil { isValid = false }
        return read
    }

    /// A whole number that fits an `Int`; a number written another way is JSONDecoder's to read.
    private static func wholeNumber(_ value: JSONValue) throws(TodoListReader.Unsupported) -> Int? {
        guard case .number(let text) = value else { return nil }
        guard let number = Int(text) else { throw TodoListReader.Unsupported() }
        return number
    }

    private static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value { text } else { nil }
    }

    private static func boolean(_ value: JSONValue) -> Bool? {
        if case .bool(let flag) = value { flag } else { nil }
    }

    /// An array of texts, as `[String]` decodes.
    private static func texts(_ value: JSONValue) -> [String]? {
        guard case .array(let elements) = value else { return nil }
        var texts: [String] = []
        for element in elements {
            guard let text = text(element.value) else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// An array of notes, as `[NoteDTO]` decodes: each an object with the texts `at` and `text`.
    private static func notes(_ value: JSONValue) -> [NoteDTO]? {
        guard case .array(let elements) = value else { return nil }
        var notes: [NoteDTO] = []
        for element in elements {
            guard case .object = element.value, let at = element.member("at").flatMap({ text($0.value) }),
                let written = element.member("text").flatMap({ text($0.value) })
            else { return nil }
            notes.append(NoteDTO(at: at, text: written))
        }
        return notes
    }
}
