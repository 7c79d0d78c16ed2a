import Domain

/// How the cache follows the server: a read replaces what the server holds for the filter (once
/// per listing, see ``RecentRefreshes``), a write's answer is saved, and an item's owner is cached
/// before the item (the store's rule that an owner exists).
extension RemoteItemRepository {
    /// Replaces the cached items the filter's server-side part covers with the server's; returns
    /// how many records the server sent that were left out (invalid, or without a known owner).
    func refresh(_ filter: ItemFilter) async throws -> Int {
        var ownerID: User.ID?
        var covered = ItemFilter(status: filter.status)
        if case .user(let id) = filter.owner {
            ownerID = id
            covered.owner = .user(id)
        }
        if let skipped = recentRefreshes.skippedRecords(covering: covered) { return skipped }
        let completed: Bool? =
            switch filter.status {
            case .all: nil
            case .pending: false
            case .completed: true
            }
        let batch = try await remote.items(ownerID: ownerID, completed: completed)
        let kept = try await itemsWithCachedOwners(batch.elements)
        // The records with changes waiting stay as those changes left them.
        try await cache.replaceItems(
            matching: covered, with: PendingOverlay.apply(try await cache.pendingChanges(), to: kept))
        try await fallback.recordRefresh()
        let skipped = batch.skipped + batch.elements.count - kept.count
        recentRefreshes.record(covered, skipped: skipped)
        return skipped
    }

    func save(_ batch: RemoteBatch<Item>) async throws {
        let pending = try await cache.pendingChanges()
        let waiting = Set(pending.compactMap(\.itemID))
        let fresh = PendingOverlay.withoutWaitingCreates(
            batch.elements.filter { !waiting.contains($0.id) }, pending: pending)
        try await cache.save(try await itemsWithCachedOwners(fresh))
    }

    /// The cache keeps the store's rule that an owner exists: unknown owners are fetched first,
    /// and items whose owner the server does not know either are left out.
    func itemsWithCachedOwners(_ items: [Item]) async throws -> [Item] {
        let owners = CachedOwners(cache: cache)
        let first = try await owners.partition(items)
        guard first.missingOwners else { return first.kept }
        try await cache.save(try await remoteUsers.users().elements)
        return try await owners.partition(items).kept
    }
}
