/// Removes an item and returns it as it was; removing one that does not exist is
/// `DomainError.itemNotFound`.
public struct RemoveItem: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    @discardableResult
    public func execute(_ id: Item.ID) async throws -> Item {
        let item = try await items.item(withID: id)
        try await items.remove(id)
        return item
    }
}
