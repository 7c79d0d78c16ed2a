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
