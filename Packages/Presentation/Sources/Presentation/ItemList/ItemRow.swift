import Domain

/// One item as a list shows it: display strings, plus the id the actions need.
public struct ItemRow: Equatable, Sendable, Identifiable {
    /// The id as shown: "42", or "…" while a new item is being saved. Computed when asked:
    /// a listing printed as TSV writes `itemID`'s digits and never needs the string.
    public var id: String { itemID.map(String.init) ?? "…" }
    /// `nil` until the store has assigned an id.
    public var itemID: Int?
    public var title: String
    public var isDone: Bool
    /// "done" or "pending".
    public var status: String { isDone ? "done" : "pending" }
    /// The owner's id as shown, or "" for an unowned item.
    public var owner: String
    /// The row shows a change that has not been confirmed yet.
    public var isSaving: Bool

    public init(_ item: Item, isSaving: Bool = false) {
        self.init(
            itemID: item.id.rawValue, title: item.name.value,
            isDone: item.isCompleted,
            owner: item.ownerID?.description ?? "", isSaving: isSaving)
    }

    /// The placeholder row of an item that is being added.
    public static func adding(_ item: NewItem) -> ItemRow {
        ItemRow(
            itemID: nil, title: item.name.value, isDone: item.isCompleted,
            owner: item.ownerID?.description ?? "", isSaving: true)
    }

    public init(itemID: Int?, title: String, isDone: Bool, owner: String, isSaving: Bool) {
        self.itemID = itemID
        self.title = title
        self.isDone = isDone
        self.owner = owner
        self.isSaving = isSaving
    }
}
