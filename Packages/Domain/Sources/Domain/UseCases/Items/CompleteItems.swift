/// Marks items done, all or nothing. Completing a done item changes nothing.
public struct CompleteItems: Sendable {
    private let edit: ItemBatchEdit

    public init(items: any ItemRepository) {
        self.edit = ItemBatchEdit(items: items)
    }

    public func execute(_ ids: [Item.ID]) async throws -> [Item] {
        try await edit.apply(to: ids) { $0.isCompleted = true }
    }
}
