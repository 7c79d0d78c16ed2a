/// Where items live. Implementations decide how (a local store, a remote API with a cache).
///
/// Every write takes a batch and is all or nothing: a change to several items is one transaction.
public protocol ItemRepository: Sendable {
    /// The items `filter` admits, in `order`, one page at a time; they carry their notes only when
    /// `page` asks for them (`PageRequest.includesNotes`).
    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item>
    /// How many items `filter` admits: in all, done and overdue.
    func counts(matching filter: ItemFilter) async throws -> ItemCounts
    /// The same, counting no further than `limit` items: more than that are `ItemCounts.isPartial`
    /// with `limit` as their total (a search typed key by key over a million items says "1000+"
    /// rather than count every match). A source that cannot stop early counts them all.
    func counts(matching filter: ItemFilter, upTo limit: Int) async throws -> ItemCounts
    /// Throws `DomainError.itemNotFound` when there is no such item.
    func item(withID id: Item.ID) async throws -> Item
    /// The items among `ids` that exist, readable or damaged, in no particular order (missing ids
    /// are left out).
    func items(withIDs ids: [Item.ID]) async throws -> ItemRecords
    /// Stores every item or none of them (one transaction); returns them with their ids, in order.
    func add(_ items: [NewItem]) async throws -> [Item]
    /// Stores the items of a file as `add` does; a store with a journal records the change as an
    /// import.
    func addImported(_ items: [NewItem]) async throws -> [Item]
    /// Replaces every item and adds every one of `added`, or does none of it (one transaction,
    /// one change in a journal): completing a recurring item adds its next one, and undo takes
    /// both back at once. Throws `DomainError.itemNotFound`/`itemsNotFound` naming each id that
    /// no longer exists. Returns the items replaced, and those added with their ids.
    func update(_ items: [Item], adding added: [NewItem]) async throws -> (updated: [Item], added: [Item])
    /// Reads the records `target` names and writes what `decide` makes of them, in one write
    /// transaction where the source has transactions: what a change decides from is what it
    /// replaces, however many processes change the same items at once, and a filter chooses its
    /// items there (every one it admits, however many). `decide` may run more than once (a
    /// transaction that lost a race runs again), so it only computes. Nothing is written when the
    /// revision is empty.
    func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome>
    /// As `revise(_:_:)`, deciding batch by batch inside the one write transaction: `decide` is
    /// called with each batch's own target (at most `batchSize` of the items, in order) and its
    /// records, and each batch is written before the next is read, so that a change to 100,000
    /// items holds one batch's records at a time. A missing id fails the whole change, naming
    /// every one, before anything is written. A source that cannot batch decides once, over
    /// the whole target. A batch's `updated` holds the items as the source stored them, or none
    /// when it stored them exactly as decided (a local store: holding a second copy of every
    /// changed item was a third of such a change's memory).
    func revise<Outcome: Sendable>(
        _ target: ItemTarget, inBatchesOf batchSize: Int,
        _ decide: @escaping @Sendable (ItemTarget, ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> [RevisedItems<Outcome>]
    /// Removes every item `target` names or none (damaged ones too), a filter's chosen in the same
    /// write transaction; returns the records removed, readable ones as they were. Missing ids
    /// throw as in `update`.
    func remove(_ target: ItemTarget) async throws -> ItemRecords
}

extension ItemRepository {
    /// One batch: the whole target, decided once.
    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, inBatchesOf batchSize: Int,
        _ decide: @escaping @Sendable (ItemTarget, ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> [RevisedItems<Outcome>] {
        [try await revise(target) { try decide(target, $0) }]
    }

    /// Replaces every item or none (`update(_:adding:)` with nothing to add).
    public func update(_ items: [Item]) async throws -> [Item] {
        try await update(items, adding: []).updated
    }

    /// Reads the records `ids` name and writes what `decide` makes of them (``revise(_:_:)`` of
    /// those ids).
    public func revise<Outcome: Sendable>(
        _ ids: [Item.ID], _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        try await revise(.ids(ids), decide)
    }

    /// Removes every item of `ids` or none, returning the readable ones as they were, in the order
    /// of `ids` (``remove(_:)`` of those ids).
    public func remove(_ ids: [Item.ID]) async throws -> [Item] {
        let removed = try await remove(.ids(ids)).items
        let byID = Dictionary(removed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ItemLookup.unique(ids).compactMap { byID[$0] }
    }

    /// Every item `filter` admits, page after page of the source's own listing: how a source
    /// without transactions (a remote API) resolves a filter before it changes the items.
    public func ids(matching filter: ItemFilter) async throws -> [Item.ID] {
        var ids: [Item.ID] = []
        var page = try PageRequest(limit: PageRequest.maximumLimit)
        while true {
            let listed = try await items(matching: filter, order: .id, page: page)
            ids += listed.elements.map(\.id)
            guard let next = listed.next else { return ids }
            page = next
        }
    }

    /// Reads, decides, then writes: for a source without transactions (a remote API), where the
    /// server's answer to each write is what holds. A filter is resolved first, by listing it.
    public func reviseWithoutTransaction<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        let ids: [Item.ID]
        switch target {
        case .ids(let named): ids = named
        case .matching(let filter): ids = try await self.ids(matching: filter)
        }
        let revision = try decide(try await items(withIDs: ids))
        guard !revision.isEmpty else { return RevisedItems(outcome: revision.outcome) }
        let written = try await update(revision.updated, adding: revision.made)
        return RevisedItems(outcome: revision.outcome, updated: written.updated, added: written.added)
    }

    /// A repository that keeps no journal adds imported items as any others.
    public func addImported(_ items: [NewItem]) async throws -> [Item] {
        try await add(items)
    }
}

extension ItemRepository {
    /// Every item counted: what a source that cannot stop early gives.
    public func counts(matching filter: ItemFilter, upTo limit: Int) async throws -> ItemCounts {
        try await counts(matching: filter)
    }
}
