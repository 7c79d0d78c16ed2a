/// Gives an item a new name.
public struct RenameItem: Sendable {
    private let edit: ItemBatchEdit

    public init(items: any ItemRepository) {
        self.edit = ItemBatchEdit(items: items)
    }

    public func execute(_ id: Item.ID, to name: ItemName) async throws -> Item {
        let renamed = try await edit.apply(to: [id]) { $0.name = name }
        guard let item = renamed.first else { throw DomainError.itemNotFound(id) }
        return item
    }
}
