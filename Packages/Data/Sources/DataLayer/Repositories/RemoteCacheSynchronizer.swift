import Domain

/// `crew sync`: sends the outbox (`OutboxSender`), then pulls every user, then every item, into
/// the cache, and records the refresh. Items are replaced wholesale, so items deleted on the
/// server leave the cache too; those with a change still waiting (a conflict) stay as it left them.
public struct RemoteCacheSynchronizer: CacheSynchronizer {
    private let remoteUsers: RemoteUserDataSource
    private let remoteItems: RemoteItemDataSource
    private let cache: any LocalStore
    private let policy: CachePolicy

    /// Syncs `cache` with the API's `remoteUsers` and `remoteItems`, serving the cache within `policy`.
    public init(
        remoteUsers: RemoteUserDataSource, remoteItems: RemoteItemDataSource, cache: any LocalStore,
        policy: CachePolicy
    ) {
        self.remoteUsers = remoteUsers
        self.remoteItems = remoteItems
        self.cache = cache
        self.policy = policy
    }

    /// One sync of a cache at a time (`OutboxStore.sendingAlone`): a second one waits, then finds
    /// what the first sent gone from the outbox, so nothing is sent twice.
    public func synchronize(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        do {
            return try await cache.sendingAlone { try await pushThenPull(progress: progress) }
        } catch {
            throw CacheFallback.domainError(error)
        }
    }

    private func pushThenPull(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport
    {
        do {
            let sent = try await OutboxSender(remote: remoteItems, remoteUsers: remoteUsers, outbox: cache)
                .send {
                    done, total in
                    progress(SyncProgress(collection: .outbox, received: done, total: total))
                }
            // The items' first page is asked for with the users: the server makes both at once.
            var listing = RemoteListing(filter: ItemFilter(), order: .id, pageSize: remoteItems.pageSize)
            listing?.readAhead(from: remoteItems, continuously: true)
            let users = try await remoteUsers.users()
            try await cache.save(users.elements)
            try await cache.recordRefresh(of: .users, at: policy.currentDate)
            progress(
                SyncProgress(collection: .users, received: users.elements.count, total: users.elements.count))

            let items = try await pullItems(listing, progress: progress)
            try await cache.recordRefresh(of: .items, at: policy.currentDate)
            return SyncReport(
                users: users.elements.count, items: items.kept, skipped: users.skipped + items.skipped,
                sent: sent)
        } catch {
            throw CacheFallback.domainError(error)
        }
    }

    /// The server's items into the cache a page at a time, in id order: each page replaces the
    /// cached items of its span of ids, so the memory holds a page, never the collection (a
    /// server that ignores `_limit` sends it in one answer, read a page at a time too). A server
    /// that does not send its records by id is read whole and replaces the cache at once.
    private func pullItems(
        _ listing: RemoteListing?, progress: @escaping @Sendable (SyncProgress) -> Void
    ) async throws -> (kept: Int, skipped: Int) {
        guard var listing else { return try await pullWhole(progress: progress) }
        var (received, kept) = (0, 0)
        while !listing.isFinished {
            guard
                let read = try await listing.readNextPage(
                    from: remoteItems, into: cache, readingAhead: true, continuously: true,
                    owned: ownersCached)
            else { return try await pullWhole(progress: progress) }
            received += read.page.ids.count
            kept += read.kept
            progress(SyncProgress(collection: .items, received: received, total: read.page.total))
        }
        return (kept, listing.skipped)
    }

    /// The server's items read whole, replacing the cached ones at once.
    private func pullWhole(
        progress: @escaping @Sendable (SyncProgress) -> Void
    ) async throws -> (kept: Int, skipped: Int) {
        let items = try await remoteItems.items { received, total in
            progress(SyncProgress(collection: .items, received: received, total: total))
        }
        let kept = try await ownersCached(items.elements)
        try await cache.replaceItems(
            matching: ItemFilter(), with: PendingOverlay.apply(try await cache.pendingChanges(), to: kept))
        return (kept.count, items.skipped + items.elements.count - kept.count)
    }

    /// The items whose owner is cached. Users were saved just before: an owner still missing is
    /// unknown to the server too.
    private func ownersCached(_ items: [Item]) async throws -> [Item] {
        try await CachedOwners(cache: cache).partition(items).kept
    }
}
