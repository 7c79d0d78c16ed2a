import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of `POST /todos` and `PATCH /todos/{id}`. Every field is always written, `null`
/// when empty, so that unassigning an item or clearing its due day really clears it on the
/// server. The planning fields are the extra todo fields `TodoDTO` reads back.
public struct TodoBody: Codable, Equatable, Sendable {
    public let userId: Int?
    public let title: String
    public let completed: Bool
    public let due: String?
    public let priority: String?
    public let tags: [String]
    public let createdAt: String?
    public let completedAt: String?

    public init(
        name: ItemName, isCompleted: Bool, ownerID: User.ID?, due: DueDate? = nil, priority: Priority? = nil,
        tags: Tags = .none, createdAt: Date? = nil, completedAt: Date? = nil
    ) {
        self.userId = ownerID?.rawValue
        self.title = name.value
        self.completed = isCompleted
        self.due = due?.description
        self.priority = priority?.rawValue
        self.tags = tags.sorted.map(\.value)
        self.createdAt = createdAt.map(ISOTimestamp.string)
        self.completedAt = completedAt.map(ISOTimestamp.string)
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
    }
}
