import Domain

/// Items kept locally: the data itself in local mode, the cache in remote mode.
/// Missing rows are `nil` or `false`; the repositories turn them into domain errors.
public protocol ItemStore: Sendable {
    /// The items `filter` admits in `order`, reading about one page of rows, not the whole table.
    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item>
    func counts(matching filter: ItemFilter) async throws -> ItemCounts
    func item(withID id: Item.ID) async throws -> Item?
    /// Stores every item under a fresh id, or none (one transaction); throws
    /// `DomainError.userNotFound` for an owner that does not exist.
    func insert(_ items: [NewItem]) async throws -> [Item]
    /// Inserts or replaces items under the ids they already have (assigned by a remote).
    func save(_ items: [Item]) async throws
    /// Returns `false` when there is no such item.
    func update(_ item: Item) async throws -> Bool
    /// Returns `false` when there is no such item.
    func deleteItem(_ id: Item.ID) async throws -> Bool
    /// Makes the stored items that `filter` admits exactly `items` (a complete remote listing):
    /// saves them and deletes the others, in one transaction.
    func replaceItems(matching filter: ItemFilter, with items: [Item]) async throws
}
