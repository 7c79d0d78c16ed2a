import Domain

/// Users from the remote API, cached locally: see `CacheFallback` for how reads fall back to
/// the cache and why writes reach the cache only after the remote accepted them. A user added
/// while the API cannot be reached (or while changes wait) is kept offline, as items are
/// (`RemoteItemRepository+Offline`); changing or removing a user needs the API.
public struct RemoteUserRepository: UserRepository {
    private let remote: RemoteUserDataSource
    private let remoteItems: RemoteItemDataSource
    private let cache: any LocalStore
    private let fallback: CacheFallback
    /// Told how many changes wait, each time a change is kept offline.
    private let onKeptOffline: @Sendable (Int) -> Void

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

    public func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User> {
        try await fallback.read {
            let skipped = try await refreshAll()
            var listed = try await cache.users(matching: search, page: page)
            if page.cursor == nil { listed.skipped = skipped }
            return listed
        } cached: { freshness in
            var cached = try await cache.users(matching: search, page: page)
            cached.freshness = freshness
            return cached
        }
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
            if CacheFallback.isOffline(error) { return try await keepOffline(user) }
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

    /// A user added offline is changed or removed once `crew sync` has sent it.
    private static func requireSent(_ id: User.ID) throws {
        guard id.provisionalNumber == nil else {
            throw DomainError.notSupported(
                reason: "user \(id) was added offline and waits to be sent; run crew sync first")
        }
    }

    public func update(_ user: User) async throws -> User {
        try Self.requireSent(user.id)
        let updated = try await fallback.write { try await remote.update(user) }
        try await cache.save([updated])
        return updated
    }

    /// Hands the user's items over on the server (one PATCH each), then removes the user; the
    /// cache follows only once the server has done both.
    public func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
        try Self.requireSent(id)
        let moved = try await fallback.write {
            let owned = try await remoteItems.items(ownerID: id).elements
            var moved: [Item] = []
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
            return moved
        }
        try await cache.save(moved)
        _ = try await cache.deleteUser(id, handingItemsOver: .release)
    }

    /// Saves every user the server holds; returns how many invalid records it sent.
    @discardableResult
    private func refreshAll() async throws -> Int {
        let batch = try await remote.users()
        // A user added offline keeps its e-mail until it is sent (the server may have it already,
        // from a create it applied but never answered).
        let waiting = Set(try await cache.pendingChanges().compactMap(\.user?.email))
        try await cache.save(batch.elements.filter { !waiting.contains($0.email) })
        try await fallback.recordRefresh()
        return batch.skipped
    }
}
