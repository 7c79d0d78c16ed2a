/// Applies one change to every item a command names, all or nothing: every id is looked up
/// first, and the items the change makes a difference to are written in one batch.
/// Shared by the small use cases that each change one aspect of items.
struct ItemBatchEdit: Sendable {
    let items: any ItemRepository

    /// The items after the change, in the order of `ids` (each once), and which it left as they were.
    func apply(to ids: [Item.ID], _ change: (inout Item) -> Void) async throws -> ChangedItems {
        let current = try await ItemLookup(items: items).existing(ids)
        var result = current
        for index in result.indices { change(&result[index]) }
        let unchanged = Set(zip(current, result).filter { $0 == $1 }.map(\.0.id))
        let changed = result.filter { !unchanged.contains($0.id) }
        guard !changed.isEmpty else { return ChangedItems(items: result, unchanged: unchanged) }
        var stored: [Item.ID: Item] = [:]
        for item in try await items.update(changed) { stored[item.id] = item }
        return ChangedItems(items: result.map { stored[$0.id] ?? $0 }, unchanged: unchanged)
    }
}
