import Domain

/// Items from the remote API, cached locally: see `CacheFallback` for how reads fall back to
/// the cache and why writes reach the cache only after the remote accepted them.
///
/// A read refreshes the cache with what the server holds for the filter, then answers from the
/// cache, so that ordering, ranking and paging follow the Domain's rules whatever the server does.
public struct RemoteItemRepository: ItemRepository {
    private let remote: RemoteItemDataSource
    private let remoteUsers: RemoteUserDataSource
    private let cache: any LocalStore
    private let fallback: CacheFallback

    public init(
        remote: RemoteItemDataSource, remoteUsers: RemoteUserDataSource, cache: any LocalStore,
        policy: CachePolicy
    ) {
        self.remote = remote
        self.remoteUsers = remoteUsers
        self.cache = cache
        self.fallback = CacheFallback(refreshes: cache, policy: policy, collection: .items)
    }

    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<
        Item
    > {
        try await fallback.read {
            try await refresh(filter)
            return try await cache.items(matching: filter, order: order, page: page)
        } cached: { freshness in
            var cached = try await cache.items(matching: filter, order: order, page: page)
            cached.freshness = freshness
            return cached
        }
    }

    public func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        try await fallback.read {
            try await refresh(filter)
            return try await cache.counts(matching: filter)
        } cached: { _ in
            try await cache.counts(matching: filter)
        }
    }

    public func item(withID id: Item.ID) async throws -> Item {
        try await fallback.read {
            let item = try await remote.item(id)
            try await save(RemoteBatch(elements: [item], skipped: 0))
            return item
        } cached: { _ in
            guard let item = try await cache.item(withID: id) else { throw DomainError.itemNotFound(id) }
            return item
        }
    }

    /// Creates the items one by one; if one fails, the ones already created are deleted again
    /// (the server has no transactions), and nothing reaches the cache.
    public func add(_ items: [NewItem]) async throws -> [Item] {
        let created = try await fallback.write {
            var created: [Item] = []
            do {
                for item in items { created.append(try await remote.create(item)) }
            } catch {
                for item in created { try? await remote.delete(item.id) }
                throw error
            }
            return created
        }
        try await save(RemoteBatch(elements: created, skipped: 0))
        return created
    }

    /// Asks the server for each item; the ones it does not know are left out. When it cannot be
    /// reached, the cached copies answer (as every read does).
    public func items(withIDs ids: [Item.ID]) async throws -> [Item] {
        try await fallback.read {
            var found: [Item] = []
            for id in ids {
                do {
                    found.append(try await remote.item(id))
                } catch DomainError.itemNotFound {
                    continue
                }
            }
            try await save(RemoteBatch(elements: found, skipped: 0))
            return found
        } cached: { _ in
            try await cache.items(withIDs: ids)
        }
    }

    /// The server has no transactions: the items are sent one by one, after the use case found
    /// every one of them, and the cache follows what the server accepted.
    public func update(_ items: [Item]) async throws -> [Item] {
        var updated: [Item] = []
        do {
            try await fallback.write {
                for item in items { updated.append(try await remote.update(item)) }
            }
        } catch {
            try? await save(RemoteBatch(elements: updated, skipped: 0))
            throw error
        }
        try await save(RemoteBatch(elements: updated, skipped: 0))
        return updated
    }

    public func remove(_ ids: [Item.ID]) async throws -> [Item] {
        let before = try await cache.items(withIDs: ids)
        var removed: [Item.ID] = []
        do {
            try await fallback.write {
                for id in ids {
                    try await remote.delete(id)
                    removed.append(id)
                }
            }
        } catch {
            _ = try? await cache.deleteItems(removed)
            throw error
        }
        _ = try? await cache.deleteItems(removed)
        return ids.compactMap { id in before.first { $0.id == id } }
    }

    /// Replaces the cached items the filter's server-side part covers with the server's.
    private func refresh(_ filter: ItemFilter) async throws {
        var ownerID: User.ID?
        var covered = ItemFilter(status: filter.status)
        if case .user(let id) = filter.owner {
            ownerID = id
            covered.owner = .user(id)
        }
        let completed: Bool? =
            switch filter.status {
            case .all: nil
            case .pending: false
            case .completed: true
            }
        let batch = try await remote.items(ownerID: ownerID, completed: completed)
        let kept = try await itemsWithCachedOwners(batch.elements)
        try await cache.replaceItems(matching: covered, with: kept)
        try await fallback.recordRefresh()
    }

    private func save(_ batch: RemoteBatch<Item>) async throws {
        try await cache.save(try await itemsWithCachedOwners(batch.elements))
    }

    /// The cache keeps the store's rule that an owner exists: unknown owners are fetched first,
    /// and items whose owner the server does not know either are left out.
    private func itemsWithCachedOwners(_ items: [Item]) async throws -> [Item] {
        let owners = CachedOwners(cache: cache)
        let first = try await owners.partition(items)
        guard first.missingOwners else { return first.kept }
        try await cache.save(try await remoteUsers.users().elements)
        return try await owners.partition(items).kept
    }
}
