/// Registers a new user. An e-mail address belongs to one user only.
public struct RegisterUser: Sendable {
    private let users: any UserRepository

    /// Registers users in `users`.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// Adds `newUser` and returns it with its id; an e-mail another user has is
    /// `DomainError.emailAlreadyRegistered`.
    public func execute(_ newUser: NewUser) async throws -> User {
        if try await users.user(withEmail: newUser.email) != nil {
            throw DomainError.emailAlreadyRegistered(newUser.email)
        }
        return try await users.add(newUser)
    }
}
