#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A to-do item, optionally owned by a user, with what a team plans with: a due day, a
/// priority, tags, and when it was created and completed.
public struct Item: Hashable, Sendable, Identifiable {
    public typealias ID = Identifier<Item>

    public let id: ID
    /// The stable identity (`RecordIdentity`), which no change alters.
    public let uuid: UUID
    public var name: ItemName
    public var isCompleted: Bool
    /// `nil` for an item nobody owns (the remote's `userId` may be absent).
    public var ownerID: User.ID?
    public var due: DueDate?
    /// `nil` for none.
    public var priority: Priority?
    public var tags: Tags
    /// When it was added, to the second; `nil` for an item older than crew's timestamps.
    public var createdAt: Date?
    /// When it was last completed, to the second; `nil` while pending (reopening clears it).
    public var completedAt: Date?

    /// `uuid`: `nil` for an item that never had one (derived from its id, the same every time).
    public init(
        id: ID, uuid: UUID? = nil, name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil,
        due: DueDate? = nil, priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil,
        completedAt: Date? = nil
    ) {
        self.id = id
        self.uuid = uuid ?? RecordIdentity.derived(kind: .item, id: id.rawValue)
        self.name = name
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.due = due
        self.priority = priority
        self.tags = tags
        self.createdAt = createdAt
        self.completedAt = completedAt
    }

    /// This item under another identity: a store keeps the identity it holds when an item is
    /// written over it, since no change alters an identity.
    public func identified(as uuid: UUID) -> Item {
        Item(
            id: id, uuid: uuid, name: name, isCompleted: isCompleted, ownerID: ownerID, due: due,
            priority: priority, tags: tags, createdAt: createdAt, completedAt: completedAt)
    }
}
