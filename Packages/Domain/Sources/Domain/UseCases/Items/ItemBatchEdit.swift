/// Applies one change to every item a command names, all or nothing: every id is looked up
/// first, and the items the change makes a difference to are written in one batch, with the
/// items the change makes along (the next occurrence of a completed recurring item).
/// Shared by the small use cases that each change one aspect of items.
struct ItemBatchEdit: Sendable {
    let items: any ItemRepository

    /// The items after the change, in the order of `ids` (each once), and which it left as they were.
    func apply(to ids: [Item.ID], _ change: (inout Item) -> Void) async throws -> ChangedItems {
        try await apply(to: ids) { (item: inout Item) -> NewItem? in
            change(&item)
            return nil
        }
    }

    /// As `apply(to:_:)`, where the change may make a new item from the one it changes; the new
    /// items are added in the same write.
    func apply(to ids: [Item.ID], making change: (inout Item) -> NewItem?) async throws -> ChangedItems {
        let current = try await ItemLookup(items: items).existing(ids)
        var result = current
        var made: [NewItem] = []
        for index in result.indices {
            if let new = change(&result[index]) { made.append(new) }
        }
        let unchanged = Set(zip(current, result).filter { $0 == $1 }.map(\.0.id))
        let changed = result.filter { !unchanged.contains($0.id) }
        guard !changed.isEmpty else { return ChangedItems(items: result, unchanged: unchanged) }
        let written = try await items.update(changed, adding: made)
        var stored: [Item.ID: Item] = [:]
        for item in written.updated { stored[item.id] = item }
        return ChangedItems(
            items: result.map { stored[$0.id] ?? $0 }, unchanged: unchanged, added: written.added)
    }
}
