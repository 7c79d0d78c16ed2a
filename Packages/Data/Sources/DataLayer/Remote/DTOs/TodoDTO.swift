import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item as the remote sends it (`GET /todos`). `userId` may be absent or `null`: the item has
/// no owner. The planning fields travel as extra todo fields (`due` as `2026-12-01`, `priority`
/// as a word, `tags` as an array, `createdAt`/`completedAt` as ISO 8601, `every` as crew writes a
/// period, `notes` as an array of ``NoteDTO``): json-server keeps them,
/// JSONPlaceholder ignores them, and crew reads them when they are there.
public struct TodoDTO: Codable, Equatable, Sendable {
    /// The record's id on the server.
    public let id: Int
    /// The item's name.
    public let title: String
    /// Whether it is done.
    public let completed: Bool
    /// The owner's id on the server; `nil` for nobody.
    public let userId: Int?
    /// Its due day, `YYYY-MM-DD`.
    public let due: String?
    /// Its priority word.
    public let priority: String?
    /// Its tags; `nil` when the server has none.
    public let tags: [String]?
    /// When it was made, ISO 8601.
    public let createdAt: String?
    /// When it was completed, ISO 8601.
    public let completedAt: String?
    /// Its recurrence, as `--every` takes it.
    public let every: String?
    /// Its notes, oldest first.
    public let notes: [NoteDTO]?
    /// The stable identity crew sent with the record (``TodoBody/crewId``); a record another
    /// client made has none, and gets the one derived from its id.
    public let crewId: String?
    /// The plain fields (``PlainMembers``), read from the same object.
    public let plain: PlainMembers

    /// A record as the server sends it.
    public init(
        id: Int, title: String, completed: Bool, userId: Int?, due: String? = nil, priority: String? = nil,
        tags: [String]? = nil, createdAt: String? = nil, completedAt: String? = nil, every: String? = nil,
        notes: [NoteDTO]? = nil, crewId: String? = nil, plain: PlainMembers = PlainMembers()
    ) {
        self.id = id
        self.title = title
        self.completed = completed
        self.userId = userId
        self.due = due
        self.priority = priority
        self.tags = tags
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.every = every
        self.notes = notes
        self.crewId = crewId
        self.plain = plain
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, completed, userId, due, priority, tags, createdAt, completedAt, every, notes, crewId
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try Self.id(in: container),
            title: try container.decode(String.self, forKey: .title),
            completed: try container.decode(Bool.self, forKey: .completed),
            userId: try container.decodeIfPresent(Int.self, forKey: .userId),
            due: try container.decodeIfPresent(String.self, forKey: .due),
            priority: try container.decodeIfPresent(String.self, forKey: .priority),
            tags: try container.decodeIfPresent([String].self, forKey: .tags),
            createdAt: try container.decodeIfPresent(String.self, forKey: .createdAt),
            completedAt: try container.decodeIfPresent(String.self, forKey: .completedAt),
            every: try container.decodeIfPresent(String.self, forKey: .every),
            notes: try container.decodeIfPresent([NoteDTO].self, forKey: .notes),
            crewId: try container.decodeIfPresent(String.self, forKey: .crewId),
            plain: try PlainMembers(from: decoder))
    }

    /// The id as the server wrote it; a whole number past what an `Int` holds (a server that
    /// counts past 2^63) is read as `Int.max`, an id past every one crew holds, which
    /// ``toDomain()`` refuses by name: the record is one skipped record, and a write crew made
    /// that the server answered with it is known to have reached it, never "not valid JSON".
    private static func id(in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        do {
            return try container.decode(Int.self, forKey: .id)
        } catch {
            guard let number = try? container.decode(Double.self, forKey: .id), abs(number) >= 0x1p63,
                number == number.rounded()
            else { throw error }
            return number > 0 ? Int.max : Int.min
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(completed, forKey: .completed)
        try container.encodeIfPresent(userId, forKey: .userId)
        try container.encodeIfPresent(due, forKey: .due)
        try container.encodeIfPresent(priority, forKey: .priority)
        try container.encodeIfPresent(tags, forKey: .tags)
        try container.encodeIfPresent(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(completedAt, forKey: .completedAt)
        try container.encodeIfPresent(every, forKey: .every)
        try container.encodeIfPresent(notes, forKey: .notes)
        try container.encodeIfPresent(crewId, forKey: .crewId)
        try plain.encode(to: encoder)
    }

    /// `item` as the server would send it.
    public init(_ item: Item) {
        self.init(
            id: item.id.rawValue, title: item.name.value, completed: item.isCompleted,
            userId: item.ownerID?.rawValue, due: item.due?.description, priority: item.priority?.rawValue,
            tags: item.tags.isEmpty ? nil : item.tags.sorted.map(\.value),
            createdAt: item.createdAt.map(ISOTimestamp.string),
            completedAt: item.completedAt.map(ISOTimestamp.string), every: item.every?.description,
            notes: item.notes.isEmpty ? nil : item.notes.map(NoteDTO.init),
            crewId: item.uuid.uuidString.lowercased(), plain: PlainMembers(item.fields))
    }

    /// The domain item, or a ``InvalidRecordError`` naming the record and the broken rule.
    public func toDomain() throws(InvalidRecordError) -> Item {
        do {
            var fields = ItemFields(
                isCompleted: completed,
                ownerID: try userId.map { raw throws(ValidationError) in try User.ID(validating: raw) },
                due: try due.map { text throws(ValidationError) in
                    guard let day = DueDate(iso: text) else {
                        throw ValidationError(field: .dueDate, problem: .unknownDateForm)
                    }
                    return day
                },
                priority: try priority.map { text throws(ValidationError) in try Priority(text) },
                tags: try Tags(try (tags ?? []).map { text throws(ValidationError) in try Tag(text) }),
                createdAt: createdAt.flatMap(ISOTimestamp.date),
                completedAt: completedAt.flatMap(ISOTimestamp.date),
                notes: try (notes ?? []).map { note throws(ValidationError) in try note.toDomain() },
                every: try every.map { text throws(ValidationError) in try Recurrence(typed: text) })
            try plain.apply(to: &fields)
            try fields.checkRules()
            return Item(
                id: try Item.ID(validating: id), uuid: crewId.flatMap(UUID.init(uuidString:)),
                name: try ItemName(title),
                fields: fields)
        } catch {
            throw InvalidRecordError(kind: .item, id: id, problem: error)
        }
    }
}
