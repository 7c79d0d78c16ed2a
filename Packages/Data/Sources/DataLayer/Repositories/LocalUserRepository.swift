import Domain

/// Users from the local store, which is the source of truth (the default configuration).
public struct LocalUserRepository: UserRepository {
    private let store: any UserStore

    /// The users of `store`.
    public init(store: any UserStore) {
        self.store = store
    }

    public func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User> {
        try await store.users(matching: search, page: page)
    }

    public func user(withID id: User.ID) async throws -> User {
        guard let user = try await store.user(withID: id) else { throw DomainError.userNotFound(id) }
        return user
    }

    public func user(withEmail email: EmailAddress) async throws -> User? {
        try await store.user(withEmail: email)
    }

    public func add(_ user: NewUser) async throws -> User {
        try await store.insert(user)
    }

    public func update(_ user: User) async throws -> User {
        guard try await store.update(user) else { throw DomainError.userNotFound(user.id) }
        return user
    }

    public func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
        guard try await store.deleteUser(id, handingItemsOver: handover) else {
            throw DomainError.userNotFound(id)
        }
    }
}
