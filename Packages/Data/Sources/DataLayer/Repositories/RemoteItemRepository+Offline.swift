import Domain

/// How a write is kept offline: applied to the cache and recorded in its outbox in one
/// transaction (`OutboxStore.queue`), then said (`onKeptOffline`). Once one change waits, every
/// later write waits behind it, so that `crew sync` sends them in the order they were made.
extension RemoteItemRepository {
    func isKeepingOffline() async throws -> Bool {
        try await !cache.pendingChanges().isEmpty
    }

    /// The items with a change waiting (made offline, or changed since).
    func waitingIDs() async throws -> Set<Item.ID> {
        Set(try await cache.pendingChanges().compactMap(\.itemID))
    }

    /// Keeps `change` offline; when a direct send failed with `error` and the server may have
    /// applied it (its answer lost or unusable), the change is marked as sent, as a sync marks
    /// what it sends, so that undo asks the server before taking it back (`RemoteJournal`) and the
    /// next sync finds a create by its identity instead of making it twice.
    func keepOffline(_ change: OfflineChange, after error: (any Error)? = nil) async throws -> (
        created: [Item], waiting: Int
    ) {
        let created = try await cache.queue(change)
        try await OutboxUncertainty.mark(cache, after: error)
        let waiting = try await cache.pendingChanges().count
        onKeptOffline(waiting)
        return (created, waiting)
    }

    /// The cache's change for an update kept offline: each item with the cached record it was
    /// made from (one never cached cannot be changed offline).
    static func offlineUpdate(_ items: [Item], from originals: [Item], adding added: [NewItem]) throws
        -> OfflineChange
    {
        let byID = Dictionary(originals.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var change = OfflineChange(creates: added)
        for item in items {
            guard let base = byID[item.id] else {
                throw DomainError.unavailable(
                    reason: "the API cannot be reached, and item \(item.id) is not cached")
            }
            change.updates.append((base, item))
        }
        return change
    }
}
