import Domain

/// The reference user repository for the Domain, Presentation and CLI suites: a dictionary that
/// lists through `UserOrder`, records every write (so a test can assert that a refused command
/// wrote nothing), and hands a removed user's items over in the item repository it is given.
public actor InMemoryUserRepository: UserRepository {
    public private(set) var usersByID: [User.ID: User] = [:]
    public private(set) var writes: [String] = []
    private var nextID = 1
    private var failures = FailureQueue()
    private var unreadable: [UnreadableRecord] = []
    /// Stored users that break a rule (another tool wrote them): read as `DomainError.damagedUser`.
    private var damaged: [User.ID: ValidationError] = [:]
    private let items: InMemoryItemRepository?

    public init(_ users: [User] = [], items: InMemoryItemRepository? = nil) {
        for user in users { usersByID[user.id] = user }
        nextID = (users.map(\.id.rawValue).max() ?? 0) + 1
        self.items = items
    }

    /// The next `times` page reads (`.read`) or writes (`.write`) throw `error`.
    public func failNext(_ operation: RepositoryOperation, with error: any Error, times: Int = 1) {
        failures.failNext(operation, with: error, times: times)
    }

    /// Every page also reports these stored users as unreadable.
    public func serveUnreadable(_ records: [UnreadableRecord]) { unreadable = records }

    /// Stores a user with id `id` that breaks `problem`: reading it throws, removing it works.
    public func storeDamaged(_ id: User.ID, _ problem: ValidationError) {
        damaged[id] = problem
        usersByID[id] = nil
    }

    public func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User> {
        try failures.check(.read)
        var result = UserOrder.page(of: usersByID.values, matching: search, request: page)
        result.unreadable = unreadable
        return result
    }

    public func user(withID id: User.ID) async throws -> User {
        if let problem = damaged[id] { throw DomainError.damagedUser(id, problem) }
        guard let user = usersByID[id] else { throw DomainError.userNotFound(id) }
        return user
    }

    public func user(withEmail email: EmailAddress) async throws -> User? {
        usersByID.values.first { $0.email == email }
    }

    public func add(_ user: NewUser) async throws -> User {
        try failures.check(.write)
        if let id = user.requestedID, usersByID[id] != nil { throw DomainError.userAlreadyExists(id) }
        guard let id = user.requestedID ?? User.ID(rawValue: nextID) else {
            throw DomainError.notSupported(reason: "no user id is left")
        }
        let stored = user.stored(as: id)
        nextID = max(nextID, stored.id.rawValue) + 1
        usersByID[stored.id] = stored
        writes.append("add \(stored.id)")
        return stored
    }

    public func update(_ user: User) async throws -> User {
        try failures.check(.write)
        guard usersByID[user.id] != nil else { throw DomainError.userNotFound(user.id) }
        usersByID[user.id] = user
        writes.append("update \(user.id)")
        return user
    }

    public func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws {
        try failures.check(.write)
        guard usersByID.removeValue(forKey: id) != nil || damaged.removeValue(forKey: id) != nil else {
            throw DomainError.userNotFound(id)
        }
        await items?.handOver(itemsOf: id, handover)
        writes.append("remove \(id) \(handover)")
    }
}
