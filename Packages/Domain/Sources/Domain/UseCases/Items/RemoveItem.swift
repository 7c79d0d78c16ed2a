/// Removes an item; removing one that does not exist is `DomainError.itemNotFound`.
public struct RemoveItem: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    public func execute(_ id: Item.ID) async throws {
        try await items.remove(id)
    }
}
