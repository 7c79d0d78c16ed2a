import Domain

/// A user repository over a dictionary; enough for the view models that read and change users.
actor FakeUserRepository: UserRepository {
    private(set) var usersByID: [User.ID: User] = [:]
    private var nextID: Int
    private var unreadable: [UnreadableRecord] = []
    private let items: FakeItemRepository?

    init(_ users: [User] = [], items: FakeItemRepository? = nil) {
        for user in users { usersByID[user.id] = user }
        nextID = (users.map(\.id.rawValue).max() ?? 0) + 1
        self.items = items
    }

    /// Every page also reports these stored users as unreadable.
    func serveUnreadable(_ records: [UnreadableRecord]) { unreadable = records }

    func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User> {
        let matching = usersByID.values
            .filter { user in search.map { $0.matches(user) } ?? true }
            .filter { user in page.cursor.map { $0.precedes([user.id.rawValue]) } ?? true }
            .sorted { $0.id < $1.id }
        var result = Page(
            slicing: Array(matching.prefix(page.limit + 1)), for: page, cursor: UserOrder.cursor(after:))
        result.unreadable = unreadable
        return result
    }

    func user(withID id: User.ID) async throws -> User {
        guard let user = usersByID[id] else { throw DomainError.userNotFound(id) }
        return user
    }

    func user(withEmail email: EmailAddress) async throws -> User? {
        usersByID.values.first { $0.email == email }
    }

    func add(_ user: NewUser) async throws -> User {
        let stored = user.stored(as: User.ID(rawValue: nextID)!)
        nextID += 1
        usersByID[stored.id] = stored
        return stored
    }

    func update(_ user: User) async throws -> User {
        usersByID[user.id] = user
        return user
    }

    func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
        usersByID[id] = nil
    }
}
