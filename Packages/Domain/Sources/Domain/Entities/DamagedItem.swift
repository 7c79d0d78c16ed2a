#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A stored item whose name breaks the Domain's rules (written by another tool, or by an older
/// crew with looser rules). It cannot become an `Item`, but it is not lost: listings name it
/// instead of failing, and renaming it (which gives it a valid name) or removing it repairs it.
public struct DamagedItem: Hashable, Sendable {
    public let id: Item.ID
    public let uuid: UUID
    public let isCompleted: Bool
    public let ownerID: User.ID?
    public let due: DueDate?
    public let priority: Priority?
    public let tags: Tags
    public let createdAt: Date?
    public let completedAt: Date?
    /// What is wrong with its name.
    public let problem: ValidationError

    public init(
        id: Item.ID, uuid: UUID? = nil, isCompleted: Bool, ownerID: User.ID?, due: DueDate? = nil,
        priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil, completedAt: Date? = nil,
        problem: ValidationError
    ) {
        self.id = id
        self.uuid = uuid ?? RecordIdentity.derived(kind: .item, id: id.rawValue)
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.due = due
        self.priority = priority
        self.tags = tags
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.problem = problem
    }

    /// The item it becomes with a valid name, every other field kept.
    public func repaired(as name: ItemName) -> Item {
        Item(
            id: id, uuid: uuid, name: name, isCompleted: isCompleted, ownerID: ownerID, due: due,
            priority: priority, tags: tags, createdAt: createdAt, completedAt: completedAt)
    }
}
