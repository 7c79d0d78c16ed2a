import Domain

/// Items from the local store, which is the source of truth (the default configuration).
public struct LocalItemRepository: ItemRepository {
    private let store: any ItemStore

    /// The items of `store`.
    public init(store: any ItemStore) {
        self.store = store
    }

    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<
        Item
    > {
        try await store.items(matching: filter, order: order, page: page)
    }

    public func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        try await store.counts(matching: filter)
    }

    public func counts(matching filter: ItemFilter, upTo limit: Int) async throws -> ItemCounts {
        try await store.counts(matching: filter, upTo: limit)
    }

    public func item(withID id: Item.ID) async throws -> Item {
        guard let item = try await store.item(withID: id) else { throw DomainError.itemNotFound(id) }
        return item
    }

    public func items(withIDs ids: [Item.ID]) async throws -> ItemRecords {
        try await store.items(withIDs: ids)
    }

    public func add(_ items: [NewItem]) async throws -> [Item] {
        try await store.insert(items)
    }

    public func addImported(_ items: [NewItem]) async throws -> [Item] {
        try await store.insert(items, as: .import)
    }

    public func update(_ items: [Item], adding added: [NewItem]) async throws -> (
        updated: [Item], added: [Item]
    ) {
        (items, try await store.update(items, adding: added))
    }

    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        try await store.revise(target, decide)
    }

    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, inBatchesOf batchSize: Int,
        _ decide: @escaping @Sendable (ItemTarget, ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> [RevisedItems<Outcome>] {
        try await store.revise(target, inBatchesOf: batchSize, decide)
    }

    public func remove(_ target: ItemTarget) async throws -> ItemRecords {
        try await store.deleteItems(target)
    }
}
