/// Where users live. Implementations decide how (a local store, a remote API with a cache).
public protocol UserRepository: Sendable {
    /// Users by id, optionally only those whose name or e-mail contains `search`.
    func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User>
    /// Throws `DomainError.userNotFound` when there is no such user.
    func user(withID id: User.ID) async throws -> User
    /// The user with this e-mail address, or `nil`.
    func user(withEmail email: EmailAddress) async throws -> User?
    /// Stores a new user; throws `DomainError.emailAlreadyRegistered` if the e-mail is taken.
    func add(_ user: NewUser) async throws -> User
    /// Writes `user`'s name and e-mail over the stored user with its id; returns it as stored.
    func update(_ user: User) async throws -> User
    /// Removes the user and, in the same transaction, hands their items over as asked.
    func remove(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws
}
