/// Changes a user's name and/or e-mail. The new e-mail must not belong to anyone else.
public struct EditUser: Sendable {
    private let users: any UserRepository

    /// Edits users of `users`.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// Gives the user `id` a new name and e-mail (`nil` keeps each); an e-mail another user has is
    /// `DomainError.emailAlreadyRegistered`.
    public func execute(_ id: User.ID, name: PersonName? = nil, email: EmailAddress? = nil) async throws
        -> User
    {
        var user = try await users.user(withID: id)
        let original = user
        if let name { user.name = name }
        if let email, email != user.email {
            if let holder = try await users.user(withEmail: email), holder.id != id {
                throw DomainError.emailAlreadyRegistered(email)
            }
            user.email = email
        }
        guard user != original else { return user }
        return try await users.update(user)
    }
}
