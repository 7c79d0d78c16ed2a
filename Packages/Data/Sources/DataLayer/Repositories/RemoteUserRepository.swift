import Domain

/// Users from the remote API, cached locally: see `CacheFallback` for how reads fall back to
/// the cache and why writes reach the cache only after the remote accepted them. A user added
/// while the API cannot be reached (or while changes wait) is kept offline, as items are
/// (`RemoteItemRepository+Offline`), and so is an edit or a removal (with its handover).
public struct RemoteUserRepository: UserRepository {
    private let remote: RemoteUserDataSource
    private let remoteItems: RemoteItemDataSource
    private let cache: any LocalStore
    private let fallback: CacheFallback
    /// Told how many changes wait, each time a change is kept offline.
    private let onKeptOffline: @Sendable (Int) -> Void

    /// The users of the API's `remote`, cached in `cache` and served from it within `policy` when the API
    /// cannot be reached; `onKeptOffline` is told how many changes wait each time one is kept offline.
    public init(
        remote: RemoteUserDataSource, remoteItems: RemoteItemDataSource, cache: any LocalStore,
        policy: CachePolicy, onKeptOffline: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.remote = remote
        self.remoteItems = remoteItems
        self.cache = cache
        self.fallback = CacheFallback(refreshes: cache, policy: policy, collection: .users)
        self.onKeptOffline = onKeptOffline
    }

    /// The first page says how many changes wait to be sent, as an item listing's does.
    public func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User> {
        var listed = try await fallback.read {
            let skipped = try await refreshAll()
            var listed = try await cache.users(matching: search, page: page)
            if page.cursor == nil { listed.skipped = skipped }
            return listed
        } cached: { freshness in
            var cached = try await cache.users(matching: search, page: page)
            cached.freshness = freshness
            return cached
        }
        if page.cursor == nil { listed.waiting = try await cache.pendingChanges().count }
        return listed
    }

    public func user(withID id: User.ID) async throws -> User {
        // A user added offline is known here only.
        if id.provisionalNumber != nil {
            guard let user = try await cache.user(withID: id) else { throw DomainError.userNotFound(id) }
            return user
        }
        return try await fallback.read {
            let user = try await remote.user(id)
            try await cache.save([user])
            return user
        } cached: { _ in
            guard let user = try await cache.user(withID: id) else { throw DomainError.userNotFound(id) }
            return user
        }
    }

    public func user(withEmail email: EmailAddress) async throws -> User? {
        try await fallback.read {
            try await refreshAll()
            return try await cache.user(withEmail: email)
        } cached: { _ in
            try await cache.user(withEmail: email)
        }
    }

    public func add(_ user: NewUser) async throws -> User {
        // Its identity from the start: a create the server applied unanswered is found by it.
        let user = user.identified()
        if try await !cache.pendingChanges().isEmpty { return try await keepOffline(user) }
        let created: User
        do {
            created = try await remote.create(user)
        } catch {
            if CacheFallback.isOffline(error) {
                let kept = try await keepOffline(user)
                try await OutboxUncertainty.mark(cache, after: error)
                return kept
            }
            throw CacheFallback.domainError(error)
        }
        try await cache.save([created])
        return created
    }

    private func keepOffline(_ user: NewUser) async throws -> User {
        guard let kept = try await cache.queueUsers([user]).first else {
            throw DomainError.unavailable(reason: "the API cannot be reached")
        }
        onKeptOffline(try await cache.pendingChanges().count)
        return kept
    }

    public func update(_ user: User) async throws -> User {
        // A user added offline, or any user once changes wait: kept offline behind them.
        if try await mustWait(user.id) {
            return try await keepOffline(editing: user)
        }
        let updated: User
        do {
            updated = try await remote.update(user)
        } catch {
            if CacheFallback.isOffline(error) {
                let kept = try await keepOffline(editing: user)
                try await OutboxUncertainty.mark(cache, after: error)
                return kept
            }
            throw CacheFallback.domainError(error)
        }
        try await cache.save([updated])
        return updated
    }

    /// Hands the user's items over on the server (one PATCH each), then removes the user; the
    /// cache follows only once the server has done both. Kept offline as `update` is, when the
    /// server was not reached before anything changed there.
    public func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
        if try await mustWait(id) {
            return try await keepOffline(removing: id, handover)
        }
        var moved: [Item] = []
        do {
            let owned = try await remoteItems.items(ownerID: id).elements
            switch handover {
            case .refuse:
                if !owned.isEmpty { throw DomainError.userOwnsItems(id, count: owned.count) }
            case .reassign(let heir):
                for var item in owned {
                    item.ownerID = heir
                    moved.append(try await remoteItems.update(item))
                }
            case .release:
                for var item in owned {
                    item.ownerID = nil
                    moved.append(try await remoteItems.update(item))
                }
            }
            try await remote.delete(id)
        } catch {
            if moved.isEmpty, CacheFallback.isOffline(error) {
                return try await keepOffline(removing: id, handover)
            }
            throw CacheFallback.domainError(error)
        }
        try await cache.save(moved)
        _ = try await cache.deleteUser(id, handingItemsOver: .release)
    }

    private func keepOffline(editing user: User) async throws -> User {
        let base = try await cachedUser(user.id)
        _ = try await cache.queue(OfflineChange(userUpdates: [(base, user)]))
        onKeptOffline(try await cache.pendingChanges().count)
        return user
    }

    /// The removal as the cache knows it: the items it has the user own are handed over by
    /// changes of their own, then the user goes; the sync hands over any others the server has.
    private func keepOffline(removing id: User.ID, _ handover: ItemHandover) async throws {
        let user = try await cachedUser(id)
        if case .reassign(let heir) = handover { _ = try await cachedUser(heir) }
        var owned: [Item] = []
        var page = try PageRequest(limit: PageRequest.maximumLimit)
        while true {
            let found = try await cache.items(
                matching: ItemFilter(owner: .user(id)),
                order: .listing(search: nil, sort: nil, reversed: false),
                page: page)
            owned += found.elements
            guard let next = found.next else { break }
            page = next
        }
        let handedOver = { (heir: User.ID?) in
            owned.map { item in
                var moved = item
                moved.ownerID = heir
                return (base: item, record: moved)
            }
        }
        var change = OfflineChange(userRemoves: [(user, handover)])
        switch handover {
        case .refuse:
            if !owned.isEmpty { throw DomainError.userOwnsItems(id, count: owned.count) }
        case .reassign(let heir): change.updates = handedOver(heir)
        case .release: change.updates = handedOver(nil)
        }
        _ = try await cache.queue(change)
        onKeptOffline(try await cache.pendingChanges().count)
    }

    /// Whether a change to the user waits behind others (or is to one added offline, which the
    /// server does not know yet).
    private func mustWait(_ id: User.ID) async throws -> Bool {
        if id.provisionalNumber != nil { return true }
        return try await !cache.pendingChanges().isEmpty
    }

    /// A user changed offline is changed from what the cache holds.
    private func cachedUser(_ id: User.ID) async throws -> User {
        guard let user = try await cache.user(withID: id) else {
            throw id.provisionalNumber == nil
                ? DomainError.unavailable(reason: "the API cannot be reached, and user \(id) is not cached")
                : DomainError.userNotFound(id)
        }
        return user
    }

    /// Saves every user the server holds; returns how many invalid records it sent.
    @discardableResult
    private func refreshAll() async throws -> Int {
        let batch = try await remote.users()
        // A user changed offline stays as the change left it (or removed) until it is sent, and
        // keeps its e-mail (the server may have it already, from a create it applied unanswered).
        let waiting = try await cache.pendingChanges().compactMap(\.userChange)
        let (ids, emails) = (Set(waiting.compactMap(\.id)), Set(waiting.compactMap(\.record?.email)))
        try await cache.save(batch.elements.filter { !ids.contains($0.id) && !emails.contains($0.email) })
        try await fallback.recordRefresh()
        return batch.skipped
    }
}
