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
    public let id: Int
    public let title: String
    public let completed: Bool
    public let userId: Int?
    public let due: String?
    public let priority: String?
    public let tags: [String]?
    public let createdAt: String?
    public let completedAt: String?
    public let every: String?
    public let notes: [NoteDTO]?
    /// The stable identity crew sent with the record (``TodoBody/crewId``); a record another
    /// client made has none, and gets the one derived from its id.
    public let crewId: String?

    public init(
        id: Int, title: String, completed: Bool, userId: Int?, due: String? = nil, priority: String? = nil,
        tags: [String]? = nil, createdAt: String? = nil, completedAt: String? = nil, every: String? = nil,
        notes: [NoteDTO]? = nil, crewId: String? = nil
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
    }

    public init(_ item: Item) {
        self.init(
            id: item.id.rawValue, title: item.name.value, completed: item.isCompleted,
            userId: item.ownerID?.rawValue, due: item.due?.description, priority: item.priority?.rawValue,
            tags: item.tags.isEmpty ? nil : item.tags.sorted.map(\.value),
            createdAt: item.createdAt.map(ISOTimestamp.string),
            completedAt: item.completedAt.map(ISOTimestamp.string), every: item.every?.description,
            notes: item.notes.isEmpty ? nil : item.notes.map(NoteDTO.init),
            crewId: item.uuid.uuidString.lowercased())
    }

    /// The domain item, or a ``InvalidRecordError`` naming the record and the broken rule.
    public func toDomain() throws(InvalidRecordError) -> Item {
        do {
            let fields = ItemFields(
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
