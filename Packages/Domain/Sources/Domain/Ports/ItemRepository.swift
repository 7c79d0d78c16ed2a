/// Where items live. Implementations decide how (a local store, a remote API with a cache).
public protocol ItemRepository: Sendable {
    /// The items `filter` admits, in `order`, one page at a time.
    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item>
    func counts(matching filter: ItemFilter) async throws -> ItemCounts
    /// Throws `DomainError.itemNotFound` when there is no such item.
    func item(withID id: Item.ID) async throws -> Item
    /// Stores every item or none of them (one transaction); returns them with their ids, in order.
    func add(_ items: [NewItem]) async throws -> [Item]
    func update(_ item: Item) async throws -> Item
    func remove(_ id: Item.ID) async throws
}
