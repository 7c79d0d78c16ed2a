/// Gives an item a new name. A damaged item (one whose stored name breaks the rules) can be
/// renamed: that is how it is repaired.
public struct RenameItem: Sendable {
    private let items: any ItemRepository

    /// Renames items of `items`.
    public init(items: any ItemRepository) {
        self.items = items
    }

    /// Gives the item `id` the name `name` (this also repairs a damaged item).
    public func execute(_ id: Item.ID, to name: ItemName) async throws -> ChangedItems {
        try await items.revise([id]) { records in
            let found = try ItemLookup.found([id], in: records)
            if let damaged = found.damaged.first {
                let repaired = damaged.repaired(as: name)
                return ItemRevision(updated: [repaired], outcome: repaired)
            }
            guard var item = found.items.first else { throw DomainError.itemNotFound(id) }
            guard item.name != name else { return ItemRevision(updated: [], outcome: item) }
            item.name = name
            return ItemRevision(updated: [item], outcome: item)
        }.single(id)
    }
}
