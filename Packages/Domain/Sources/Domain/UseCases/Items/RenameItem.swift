/// Gives an item a new name.
public struct RenameItem: Sendable {
    private let edit: ItemEdit

    public init(items: any ItemRepository) {
        self.edit = ItemEdit(items: items)
    }

    public func execute(_ id: Item.ID, to name: ItemName) async throws -> Item {
        try await edit.apply(to: id) { $0.name = name }
    }
}
