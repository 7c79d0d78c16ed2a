/// Marks a done item pending again. Reopening a pending item changes nothing.
public struct ReopenItem: Sendable {
    private let edit: ItemEdit

    public init(items: any ItemRepository) {
        self.edit = ItemEdit(items: items)
    }

    public func execute(_ id: Item.ID) async throws -> Item {
        try await edit.apply(to: id) { $0.isCompleted = false }
    }
}
