import Domain

/// One change a person asked for, apart from how a view shows it: the items it is about, what it
/// does to their values (shown at once by a list on screen), the store's work, and the sentence
/// that says what became of each item. `ItemActions` makes them; a one-shot command runs one
/// (``ItemChangeViewModel``), a list on screen runs it optimistically (``ItemListViewModel``).
struct ItemAction {
    let ids: [Item.ID]
    let apply: (inout NewItem) -> Void
    let perform: @MainActor () async throws -> ChangedItems
    /// What happened to an item: changed (`true`) or left as it was.
    let describe: (Item, Bool) -> String
    /// What is said of an item the change made along (a recurring item's next one).
    var describeAdded: (Item) -> String = { "Added item \($0.id): \($0.name)" }

    /// The confirmation of a change that settled, a line per item, then a line per item it made.
    func confirmation(of outcome: ChangedItems) -> String {
        (outcome.items.map { describe($0, !outcome.unchanged.contains($0.id)) }
            + outcome.added.map(describeAdded))
            .joined(separator: "\n")
    }
}
