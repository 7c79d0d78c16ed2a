import Domain

/// Items from the remote API, cached locally: see `CacheFallback` for how reads fall back to
/// the cache. A write reaches the cache after the remote accepted it; when the remote cannot be
/// reached (or already has changes waiting), it is kept offline instead, in the cache and its
/// outbox at once (`RemoteItemRepository+Offline`), and `crew sync` sends it.
///
/// A read refreshes the cache with what the server holds for the filter, then answers from the
/// cache, so that ordering, ranking and paging follow the Domain's rules whatever the server does.
public struct RemoteItemRepository: ItemRepository {
    let remote: RemoteItemDataSource
    let remoteUsers: RemoteUserDataSource
    let cache: any LocalStore
    let fallback: CacheFallback
    /// Told how many changes wait, each time a change is kept offline.
    let onKeptOffline: @Sendable (Int) -> Void
    let recentRefreshes: RecentRefreshes
    let listings = RemoteListings()

    /// The items of the API's `remote`, cached in `cache` and served from it within `policy` when the API
    /// cannot be reached; `onKeptOffline` is told how many changes wait each time one is kept offline.
    public init(
        remote: RemoteItemDataSource, remoteUsers: RemoteUserDataSource, cache: any LocalStore,
        policy: CachePolicy, recentRefreshes: RecentRefreshes = RecentRefreshes(window: 0),
        onKeptOffline: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.remote = remote
        self.remoteUsers = remoteUsers
        self.cache = cache
        self.fallback = CacheFallback(refreshes: cache, policy: policy, collection: .items)
        self.recentRefreshes = recentRefreshes
        self.onKeptOffline = onKeptOffline
    }

    /// In an order the server keeps (by id), each page reads the server's pages it shows
    /// (`RemoteListing`). In another, the first page reads the server's collection into the
    /// cache and the pages after it continue from the cache: each remote page is read once.
    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<
        Item
    > {
        let listing = RemoteListing(filter: filter, order: order, pageSize: page.limit)
        if listing == nil, page.cursor != nil {
            return try await cache.items(matching: filter, order: order, page: page)
        }
        var listed: Page<Item>
        do {
            if let listing {
                listed = try await listedPage(filter, order: order, page: page, listing: listing)
            } else {
                listed = try await readWhole(filter, order: order, page: page)
            }
        } catch DomainError.unavailable(let reason) {
            // Nothing from the API was ever cached, but changes made offline wait: they are shown.
            guard try await cache.lastRefresh(of: .items) == nil, try await isKeepingOffline() else {
                throw DomainError.unavailable(reason: reason)
            }
            listed = try await cache.items(matching: filter, order: order, page: page)
            listed.freshness = .onlyWaiting
        }
        // What waits to be sent is said on each page read from the server (the last one's notice
        // is the one shown).
        if page.cursor == nil || listing != nil { listed.waiting = try await cache.pendingChanges().count }
        return listed
    }

    /// The first page of a listing the server cannot order: the collection read into the cache.
    private func readWhole(_ filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<
        Item
    > {
        try await fallback.read {
            let skipped = try await refresh(filter)
            var listed = try await cache.items(matching: filter, order: order, page: page)
            // Said once, on the first page, as `crew sync` says it.
            listed.skipped = skipped
            return listed
        } cached: { freshness in
            var cached = try await cache.items(matching: filter, order: order, page: page)
            cached.freshness = freshness
            return cached
        }
    }

    public func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        try await fallback.read {
            _ = try await refresh(filter)
            return try await cache.counts(matching: filter)
        } cached: { _ in
            try await cache.counts(matching: filter)
        }
    }

    public func item(withID id: Item.ID) async throws -> Item {
        // A record with a change waiting is as the change left it, which only the cache knows.
        if try await waitingIDs().contains(id) {
            guard let item = try await cache.item(withID: id) else { throw DomainError.itemNotFound(id) }
            return item
        }
        return try await fallback.read {
            let item = try await remote.item(id)
            try await save(RemoteBatch(elements: [item], skipped: 0))
            return item
        } cached: { _ in
            guard let item = try await cache.item(withID: id) else { throw DomainError.itemNotFound(id) }
            return item
        }
    }

    /// Asks the server for each item; the ones it does not know are left out. When it cannot be
    /// reached, the cached copies answer (as every read does).
    public func items(withIDs ids: [Item.ID]) async throws -> ItemRecords {
        let waiting = try await waitingIDs()
        let asked = ids.filter { !waiting.contains($0) }
        let kept = try await cache.items(withIDs: ids.filter(waiting.contains))
        guard !asked.isEmpty else { return kept }
        let fetched = try await fallback.read {
            var found: [Item] = []
            for id in asked {
                do {
                    found.append(try await remote.item(id))
                } catch DomainError.itemNotFound {
                    continue
                }
            }
            try await save(RemoteBatch(elements: found, skipped: 0))
            return ItemRecords(items: found)
        } cached: { _ in
            try await cache.items(withIDs: asked)
        }
        return ItemRecords(items: fetched.items + kept.items, damaged: fetched.damaged + kept.damaged)
    }

    /// Creates the items one by one. The server has no transactions: if one fails, the ones
    /// already created are deleted again, all at once (so a frozen server costs one timeout, not
    /// one per item), and whatever could not be deleted is named in the error and cached, so that
    /// nothing on the server is hidden.
    public func add(_ items: [NewItem]) async throws -> [Item] {
        // Each carries its identity from the start: a create the server applied but did not
        // answer is found by it when the outbox sends it again.
        let items = items.map { $0.identified() }
        if try await isKeepingOffline() {
            return try await keepOffline(OfflineChange(creates: items)).created
        }
        var created: [Item] = []
        do {
            for item in items { created.append(try await remote.create(item)) }
        } catch let unheld as InvalidRecordError {
            // Made there, but the answer is not one crew can hold (an id past the last it holds):
            // said as made, never kept offline to be sent again; the ones made before it are
            // taken back, as for any failure.
            let name = items[created.count].name
            let left = await Self.failures(of: created) { try await remote.delete($0.id) }
            if !left.isEmpty { try? await save(RemoteBatch(elements: left, skipped: 0)) }
            throw DomainError.reachedServerUnheld(name: name, reason: unheld.unheldReason)
        } catch {
            if created.isEmpty, CacheFallback.isOffline(error) {
                return try await keepOffline(OfflineChange(creates: items), after: error).created
            }
            let failure = CacheFallback.domainError(error)
            let left = await Self.failures(of: created) { try await remote.delete($0.id) }
            guard !left.isEmpty else { throw failure }
            try? await save(RemoteBatch(elements: left, skipped: 0))
            throw DomainError.leftOnServer(
                LeftOnServer(kind: .created, ids: left.map(\.id), reason: Self.reason(failure)))
        }
        try await save(RemoteBatch(elements: created, skipped: 0))
        return created
    }

    /// Sends the items one by one, after the use case found every one of them, then creates the
    /// added ones. If one fails, the ones already changed are changed back (all at once) and the
    /// ones already created removed; what could not be is named in the error, and the cache
    /// follows what the server holds.
    public func update(_ items: [Item], adding added: [NewItem]) async throws -> (
        updated: [Item], added: [Item]
    ) {
        let originals = try await cache.items(withIDs: items.map(\.id)).items
        let offline = { (failure: (any Error)?) async throws -> (updated: [Item], added: [Item]) in
            let change = try Self.offlineUpdate(items, from: originals, adding: added.map { $0.identified() })
            return (items, try await keepOffline(change, after: failure).created)
        }
        if try await isKeepingOffline() { return try await offline(nil) }
        var updated: [Item] = []
        do {
            for item in items { updated.append(try await remote.update(item)) }
            let created = try await add(added)
            try await save(RemoteBatch(elements: updated, skipped: 0))
            return (updated, created)
        } catch {
            if updated.isEmpty, CacheFallback.isOffline(error) { return try await offline(error) }
            let failure = CacheFallback.domainError(error)
            if case DomainError.leftOnServer = failure { throw failure }
            let reverts = updated.compactMap { changed in originals.first { $0.id == changed.id } }
            let left = await Self.failures(of: reverts) { _ = try await remote.update($0) }
            let leftIDs = Set(left.map(\.id))
            try? await save(RemoteBatch(elements: updated.filter { leftIDs.contains($0.id) }, skipped: 0))
            guard !left.isEmpty else { throw failure }
            throw DomainError.leftOnServer(
                LeftOnServer(kind: .changed, ids: left.map(\.id), reason: Self.reason(failure)))
        }
    }

    /// The server has no transactions: the change decides from the records as read (the
    /// server's, or the cache's for those with a change waiting), and each write's answer is what
    /// holds; `crew sync` merges a waiting change with what the server has by then.
    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        try await requireOwner(of: target)
        return try await reviseWithoutTransaction(target, decide)
    }
}
