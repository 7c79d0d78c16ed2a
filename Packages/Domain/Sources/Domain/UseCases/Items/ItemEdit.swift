/// Applies one change to a stored item, writing only when the change makes a difference.
/// Shared by the small use cases that each change one aspect of an item.
struct ItemEdit: Sendable {
    let items: any ItemRepository

    func apply(to id: Item.ID, _ change: (inout Item) -> Void) async throws -> Item {
        var item = try await items.item(withID: id)
        let original = item
        change(&item)
        guard item != original else { return item }
        return try await items.update(item)
    }
}
