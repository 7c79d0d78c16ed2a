/// Lists users by id, optionally only those whose name or e-mail contains a query.
public struct ListUsers: Sendable {
    private let users: any UserRepository

    /// Lists users of `users`.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// One page of users, by id; with `search`, only those whose name or e-mail matches it.
    public func execute(matching search: SearchQuery? = nil, page: PageRequest = .first) async throws -> Page<
        User
    > {
        try await users.users(matching: search, page: page)
    }
}
