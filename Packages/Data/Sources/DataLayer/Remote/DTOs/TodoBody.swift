import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of `POST /todos` and `PATCH /todos/{id}`. Every field is always written, `null`
/// when empty, so that unassigning an item or clearing its due day really clears it on the
/// server. The planning fields are the extra todo fields ``TodoDTO`` reads back.
public struct TodoBody: Codable, Equatable, Sendable {
    /// The owner's id on the server; `nil` for nobody.
    public let userId: Int?
    /// The item's name.
    public let title: String
    /// Whether it is done.
    public let completed: Bool
    /// Its due day, `YYYY-MM-DD`.
    public let due: String?
    /// Its priority word.
    public let priority: String?
    /// Its tags.
    public let tags: [String]
    /// When it was made, ISO 8601.
    public let createdAt: String?
    /// When it was completed, ISO 8601.
    public let completedAt: String?
    /// Its recurrence, as `--every` takes it.
    public let every: String?
    /// Its notes, oldest first.
    public let notes: [NoteDTO]
    /// The item's stable identity, an extra field crew looks a record up by
    /// (`GET /todos?crewId=…`): a create the server applied but never answered is not sent twice.
    public let crewId: String?
    /// The plain fields, each written (``PlainMembers``).
    public let plain: PlainMembers

    /// The body that writes an item's name and fields (a new one's, or a change of a stored one).
    public init(name: ItemName, fields: ItemFields, identity: UUID? = nil) {
        self.userId = fields.ownerID?.rawValue
        self.title = name.value
        self.completed = fields.isCompleted
        self.due = fields.due?.description
        self.priority = fields.priority?.rawValue
        self.tags = fields.tags.sorted.map(\.value)
        self.createdAt = fields.createdAt.map(ISOTimestamp.string)
        self.completedAt = fields.completedAt.map(ISOTimestamp.string)
        self.every = fields.every?.description
        self.notes = fields.notes.map(NoteDTO.init)
        self.crewId = identity?.uuidString.lowercased()
        self.plain = PlainMembers(fields)
    }

    /// The body that creates `item`.
    public init(_ item: NewItem) {
        self.init(name: item.name, fields: item.fields, identity: item.uuid)
    }

    /// The body that writes `item` in full.
    public init(_ item: Item) {
        self.init(name: item.name, fields: item.fields, identity: item.uuid)
    }

    private enum CodingKeys: String, CodingKey {
        case userId, title, completed, due, priority, tags, createdAt, completedAt, every, notes, crewId
    }

    /// A body as a server reads it (the tests' fake API does).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userId = try container.decodeIfPresent(Int.self, forKey: .userId)
        title = try container.decode(String.self, forKey: .title)
        completed = try container.decode(Bool.self, forKey: .completed)
        due = try container.decodeIfPresent(String.self, forKey: .due)
        priority = try container.decodeIfPresent(String.self, forKey: .priority)
        tags = try container.decode([String].self, forKey: .tags)
        createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt)
        completedAt = try container.decodeIfPresent(String.self, forKey: .completedAt)
        every = try container.decodeIfPresent(String.self, forKey: .every)
        notes = try container.decode([NoteDTO].self, forKey: .notes)
        crewId = try container.decodeIfPresent(String.self, forKey: .crewId)
        plain = try PlainMembers(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(userId, forKey: .userId)
        try container.encode(title, forKey: .title)
        try container.encode(completed, forKey: .completed)
        try container.encode(due, forKey: .due)
        try container.encode(priority, forKey: .priority)
        try container.encode(tags, forKey: .tags)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(completedAt, forKey: .completedAt)
        try container.encode(every, forKey: .every)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(crewId, forKey: .crewId)
        try plain.encode(to: encoder)
    }
}
