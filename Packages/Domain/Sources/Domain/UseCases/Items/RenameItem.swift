/// Gives an item a new name. A damaged item (one whose stored name breaks the rules) can be
/// renamed: that is how it is repaired.
public struct RenameItem: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    public func execute(_ id: Item.ID, to name: ItemName) async throws -> ChangedItems {
        let found = try await ItemLookup(items: items).records([id])
        if let damaged = found.damaged.first {
            let repaired = damaged.repaired(as: name)
            return ChangedItems(items: [try await items.update([repaired]).first ?? repaired])
        }
        guard var item = found.items.first else { throw DomainError.itemNotFound(id) }
        guard item.name != name else { return ChangedItems(items: [item], unchanged: [id]) }
        item.name = name
        return ChangedItems(items: [try await items.update([item]).first ?? item])
    }
}
