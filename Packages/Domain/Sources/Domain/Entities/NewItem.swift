#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item that has not been stored yet: the store or the remote assigns the id, unless the
/// item asks for one (an import restoring a listing keeps its ids).
public struct NewItem: Hashable, Sendable {
    /// Its stable identity; `nil` until a store or the remote makes one (a new item), kept from
    /// a document (an import, a restored backup).
    public var uuid: UUID?
    public var name: ItemName
    public var isCompleted: Bool
    public var ownerID: User.ID?
    public var due: DueDate?
    public var priority: Priority?
    public var tags: Tags
    /// Set by the use case that adds it (from its clock), or kept from an imported document.
    public var createdAt: Date?
    public var completedAt: Date?
    /// The id to store the item under; `nil` lets the store choose.
    public var requestedID: Item.ID?

    public init(
        uuid: UUID? = nil, name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil,
        due: DueDate? = nil, priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil,
        completedAt: Date? = nil, requestedID: Item.ID? = nil
    ) {
        self.uuid = uuid
        self.name = name
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.due = due
        self.priority = priority
        self.tags = tags
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.requestedID = requestedID
    }

    /// A stored item's values, as a draft of itself (what a backup restores, what a list row shows).
    public init(_ item: Item, requestedID: Item.ID? = nil) {
        self.init(
            uuid: item.uuid, name: item.name, isCompleted: item.isCompleted, ownerID: item.ownerID,
            due: item.due,
            priority: item.priority, tags: item.tags, createdAt: item.createdAt,
            completedAt: item.completedAt,
            requestedID: requestedID)
    }

    /// The stored item this draft becomes once `id` is assigned (a draft without an identity
    /// gets the one derived from the id: a store makes a new one first).
    public func stored(as id: Item.ID) -> Item {
        Item(
            id: id, uuid: uuid, name: name, isCompleted: isCompleted, ownerID: ownerID, due: due,
            priority: priority, tags: tags, createdAt: createdAt, completedAt: completedAt)
    }

    /// This draft with an identity: its own, or a new one.
    public func identified() -> NewItem {
        var draft = self
        draft.uuid = uuid ?? RecordIdentity.new()
        return draft
    }
}
