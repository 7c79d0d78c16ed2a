import Domain

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
    /// What the row shows of the item: all of its values but the id (a change in flight edits
    /// them before the store confirms it).
    public var values: NewItem
    /// The row shows a change that has not been confirmed yet.
    public var isSaving: Bool

    public init(_ item: Item, isSaving: Bool = false) {
        id = .stored(item.id)
        values = NewItem(item)
        self.isSaving = isSaving
    }

    /// The placeholder row of an item that is being added, numbered `number`.
    public init(adding item: NewItem, number: Int) {
        id = .adding(number)
        values = item
        isSaving = true
    }

    /// `nil` until the store has assigned an id.
    public var itemID: Item.ID? {
        guard case .stored(let id) = id else { return nil }
        return id
    }

    /// The item the row shows; `nil` for an item still being added.
    public var item: Item? {
        itemID.map(values.stored(as:))
    }

    /// The id as shown: "42", or "…" while a new item is being saved.
    public var shownID: String { itemID?.description ?? "…" }
    public var title: String { values.name.value }
    public var isDone: Bool { values.isCompleted }
    /// "done" or "pending".
    public var status: String { isDone ? "done" : "pending" }
}
