import Domain

/// Items kept locally: the data itself in local mode, the cache in remote mode.
/// Missing rows are `nil`; the repositories turn them into domain errors. Every write is one
/// transaction: all of it happens, or none.
public protocol ItemStore: Sendable {
    /// The items `filter` admits in `order`, reading about one page of rows, not the whole table,
    /// and no note unless `page` asks for them (`PageRequest.includesNotes`).
    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item>
    /// How many items `filter` admits: in all, done and overdue.
    func counts(matching filter: ItemFilter) async throws -> ItemCounts
    /// The same, counting no further than `limit` items (`ItemRepository.counts(matching:upTo:)`).
    func counts(matching filter: ItemFilter, upTo limit: Int) async throws -> ItemCounts
    /// The item with this id, or `nil`.
    func item(withID id: Item.ID) async throws -> Item?
    /// The items among `ids` that exist, readable or damaged, in no particular order.
    func items(withIDs ids: [Item.ID]) async throws -> ItemRecords
    /// Stores every item under a fresh (or its requested) id, or none; throws
    /// `DomainError.userNotFound` for an owner that does not exist.
    func insert(_ items: [NewItem]) async throws -> [Item]
    /// Stores every item as `insert` does, journaled as a change of that kind (an import).
    func insert(_ items: [NewItem], as kind: CommandKind) async throws -> [Item]
    /// Inserts or replaces items under the ids they already have (assigned by a remote).
    func save(_ items: [Item]) async throws
    /// Replaces every item, or none: throws `DomainError.itemNotFound`/`itemsNotFound` naming each
    /// id that does not exist.
    func update(_ items: [Item]) async throws
    /// Replaces every item and inserts every one of `added` (as `insert` does), or none of it:
    /// one transaction, journaled as one change. Returns the inserted items.
    func update(_ items: [Item], adding added: [NewItem]) async throws -> [Item]
    /// Reads the records `target` names and writes what `decide` makes of them in one write
    /// transaction (journaled as one change), so the change decides from what it replaces; a
    /// filter chooses its records in that transaction (every one it admits, in id order).
    /// `decide` may run more than once (a transaction that lost a race runs again).
    func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome>
    /// As `revise(_:_:)`, batch by batch in the one transaction (`ItemRepository`'s).
    func revise<Outcome: Sendable>(
        _ target: ItemTarget, inBatchesOf batchSize: Int,
        _ decide: @escaping @Sendable (ItemTarget, ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> [RevisedItems<Outcome>]
    /// Deletes every record `target` names, or none (missing ids throw as in `update`), a filter's
    /// chosen in the same transaction; returns the records deleted as they were.
    func deleteItems(_ target: ItemTarget) async throws -> ItemRecords
    /// Makes the stored items that `filter` admits, among those whose raw id is in `ids`, exactly
    /// `items` (what the server listed for that span): saves them and deletes the others, in one
    /// transaction.
    func replaceItems(matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with items: [Item])
        async throws
}

extension ItemStore {
    /// One batch: the whole target, decided once (a store in memory holds it all anyway).
    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, inBatchesOf batchSize: Int,
        _ decide: @escaping @Sendable (ItemTarget, ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> [RevisedItems<Outcome>] {
        [try await revise(target) { try decide(target, $0) }]
    }

    /// Reads the records `ids` name and writes what `decide` makes of them (``revise(_:_:)``).
    public func revise<Outcome: Sendable>(
        _ ids: [Item.ID], _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        try await revise(.ids(ids), decide)
    }

    /// Deletes every item of `ids`, or none; returns the readable ones as they were, in the order
    /// of `ids`.
    public func deleteItems(_ ids: [Item.ID]) async throws -> [Item] {
        let found = try await deleteItems(.ids(ids)).byID
        return ids.compactMap { found[$0] }
    }

    /// Makes the stored items that `filter` admits exactly `items` (a complete remote listing).
    public func replaceItems(matching filter: ItemFilter, with items: [Item]) async throws {
        try await replaceItems(matching: filter, idsIn: Int.min...Int.max, with: items)
    }
}
