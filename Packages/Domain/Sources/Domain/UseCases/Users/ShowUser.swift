/// Finds one user by id.
public struct ShowUser: Sendable {
    private let users: any UserRepository

    public init(users: any UserRepository) {
        self.users = users
    }

    public func execute(_ id: User.ID) async throws -> User {
        try await users.user(withID: id)
    }
}
