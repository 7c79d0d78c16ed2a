import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item as a list shows it: the item's values, whether a change to it is being saved, and
/// the strings a view prints.
public struct ItemRow: Equatable, Sendable, Identifiable {
    /// A row's identity: a stored item's id, or the number of an item still being added (each
    /// placeholder its own, so two adds in flight are two rows).
    public enum ID: Hashable, Sendable {
        case stored(Item.ID)
        case adding(Int)
    }

    public let id: ID
    public var name: ItemName
    public var isDone: Bool
    public var ownerID: User.ID?
    public var due: DueDate?
    public var priority: Priority?
    public var tags: Tags
    public var createdAt: Date?
    public var completedAt: Date?
    /// The row shows a change that has not been confirmed yet.
    public var isSaving: Bool

    public init(_ item: Item, isSaving: Bool = false) {
        id = .stored(item.id)
        name = item.name
        isDone = item.isCompleted
        ownerID = item.ownerID
        due = item.due
        priority = item.priority
        tags = item.tags
        createdAt = item.createdAt
        completedAt = item.completedAt
        self.isSaving = isSaving
    }

    /// The placeholder row of an item that is being added, numbered `number`.
    public init(adding item: NewItem, number: Int) {
        id = .adding(number)
        name = item.name
        isDone = item.isCompleted
        ownerID = item.ownerID
        due = item.due
        priority = item.priority
        tags = item.tags
        createdAt = item.createdAt
        completedAt = item.completedAt
        isSaving = true
    }

    /// `nil` until the store has assigned an id.
    public var itemID: Item.ID? {
        guard case .stored(let id) = id else { return nil }
        return id
    }

    /// The item the row shows; `nil` for an item still being added.
    public var item: Item? {
        itemID.map {
            Item(
                id: $0, name: name, isCompleted: isDone, ownerID: ownerID, due: due, priority: priority,
                tags: tags, createdAt: createdAt, completedAt: completedAt)
        }
    }

    /// The id as shown: "42", or "…" while a new item is being saved.
    public var shownID: String { itemID?.description ?? "…" }
    public var title: String { name.value }
    /// "done" or "pending".
    public var status: String { isDone ? "done" : "pending" }
    /// The owner's id as shown, or "" for an unowned item.
    public var owner: String { ownerID?.description ?? "" }
}
