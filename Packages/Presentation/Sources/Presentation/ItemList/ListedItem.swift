import Domain

/// One item a list holds, as the view model keeps it beside the row it shows: the item's values
/// (a change in flight edits them before the store confirms it) and whether a change to it is
/// being saved. The view sees only the ``ItemRow`` made from it.
struct ListedItem: Equatable, Sendable, Identifiable {
    let id: ItemRow.ID
    var values: NewItem
    var isSaving: Bool

    init(_ item: Item, isSaving: Bool = false) {
        id = .stored(item.id)
        values = NewItem(item)
        self.isSaving = isSaving
    }

    /// The placeholder of an item that is being added, numbered `number`.
    init(adding item: NewItem, number: Int) {
        id = .adding(number)
        values = item
        isSaving = true
    }

    /// `nil` until the store has assigned an id.
    var itemID: Item.ID? {
        guard case .stored(let id) = id else { return nil }
        return id
    }

    /// The item as listed; `nil` for an item still being added.
    var item: Item? {
        itemID.map(values.stored(as:))
    }
}
