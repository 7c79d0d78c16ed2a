import Domain

/// A user repository fake over a dictionary, recording every write so tests can assert
/// that a refused command wrote nothing.
actor InMemoryUserRepository: UserRepository {
    private(set) var usersByID: [User.ID: User] = [:]
    private(set) var writes: [String] = []
    private var nextID = 1
    private let itemRepository: InMemoryItemRepository?

    init(_ users: [User] = [], items: InMemoryItemRepository? = nil) {
        for user in users { usersByID[user.id] = user }
        nextID = (users.map(\.id.rawValue).max() ?? 0) + 1
        itemRepository = items
    }

    func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User> {
        let matching = usersByID.values
            .filter { user in search.map { $0.matches(user) } ?? true }
            .filter { user in page.cursor.map { $0.precedes([user.id.rawValue]) } ?? true }
            .sorted { $0.id < $1.id }
        return Page(
            slicing: Array(matching.prefix(page.limit + 1)), for: page, cursor: UserOrder.cursor(after:))
    }

    func user(withID id: User.ID) async throws -> User {
        guard let user = usersByID[id] else { throw DomainError.userNotFound(id) }
        return user
    }

    func user(withEmail email: EmailAddress) async throws -> User? {
        usersByID.values.first { $0.email == email }
    }

    func add(_ user: NewUser) async throws -> User {
        if let id = user.requestedID, usersByID[id] != nil { throw DomainError.userAlreadyExists(id) }
        let stored = user.stored(as: user.requestedID ?? User.ID(rawValue: nextID)!)
        nextID = max(nextID, stored.id.rawValue) + 1
        usersByID[stored.id] = stored
        writes.append("add \(stored.id)")
        return stored
    }

    func update(_ user: User) async throws -> User {
        guard usersByID[user.id] != nil else { throw DomainError.userNotFound(user.id) }
        usersByID[user.id] = user
        writes.append("update \(user.id)")
        return user
    }

    func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
        guard usersByID.removeValue(forKey: id) != nil else { throw DomainError.userNotFound(id) }
        await itemRepository?.handOver(itemsOf: id, handover)
        writes.append("remove \(id) \(handover)")
    }
}
