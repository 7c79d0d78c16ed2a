import Domain

/// Users kept locally: the data itself in local mode, the cache in remote mode.
/// Missing rows are `nil` or `false`; the repositories turn them into domain errors.
public protocol UserStore: Sendable {
    /// One page of users, by id; with `search`, only those whose name or e-mail matches it.
    func users(matching search: SearchQuery?, page: PageRequest) async throws -> Page<User>
    /// The user with this id, or `nil`.
    func user(withID id: User.ID) async throws -> User?
    /// The user with this e-mail address, or `nil`.
    func user(withEmail email: EmailAddress) async throws -> User?
    /// Stores a new user under a fresh (or its requested) id; throws
    /// `DomainError.emailAlreadyRegistered`, or `userAlreadyExists` for a requested id that is taken.
    func insert(_ user: NewUser) async throws -> User
    /// Inserts or replaces users under the ids they already have (assigned by a remote).
    func save(_ users: [User]) async throws
    /// Returns `false` when there is no such user.
    func update(_ user: User) async throws -> Bool
    /// Removes the user and hands their items over, in one transaction. Returns `false` when there
    /// is no such user; throws `DomainError.userOwnsItems` when `handover` is `.refuse` and they own items.
    func deleteUser(_ id: User.ID, handingItemsOver handover: ItemHandover) async throws -> Bool
}
