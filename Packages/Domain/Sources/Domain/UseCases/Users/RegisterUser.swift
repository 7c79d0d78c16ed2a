/// Registers a new user. An e-mail address belongs to one user only.
public struct RegisterUser: Sendable {
    private let users: any UserRepository

    public init(users: any UserRepository) {
        self.users = users
    }

    public func execute(_ newUser: NewUser) async throws -> User {
        if try await users.user(withEmail: newUser.email) != nil {
            throw DomainError.emailAlreadyRegistered(newUser.email)
        }
        return try await users.add(newUser)
    }
}
