import Domain

/// Users from the remote API, cached locally: see `CacheFallback` for how reads fall back to
/// the cache and why writes reach the cache only after the remote accepted them.
public struct RemoteUserRepository: UserRepository {
    private let remote: RemoteUserDataSource
    private let remoteItems: RemoteItemDataSource
    private let cache: any UserStore & ItemStore
    private let fallback: CacheFallback

    public init(
        remote: RemoteUserDataSource, remoteItems: RemoteItemDataSource, cache: any LocalStore,
        policy: CachePolicy
    ) {
        self.remote = remote
        self.remoteItems = remoteItems
        self.cache = cache
        self.fallback = CacheFallback(refreshes: cache, policy: policy, collection: .users)
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
        try await fallback.read {
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
        let created = try await fallback.write { try await remote.create(user) }
        try await cache.save([created])
        return created
    }

    public func update(_ user: User) async throws -> User {
        let updated = try await fallback.write { try await remote.update(user) }
        try await cache.save([updated])
        return updated
    }

    /// Hands the user's items over on the server (one PATCH each), then removes the user; the
    /// cache follows only once the server has done both.
    public func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
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
        try await cache.save(batch.elements)
        try await fallback.recordRefresh()
        return batch.skipped
    }
}
