import Domain

extension InMemoryStore {
    /// The state a transaction works on; it replaces the store's only when the transaction succeeds.
    struct Snapshot {
        var users: [User.ID: User]
        var items: [Item.ID: Item]
        var lastUserID: Int
        var lastItemID: Int

        func requireOwner(_ owner: User.ID?) throws {
            if let owner, users[owner] == nil { throw DomainError.userNotFound(owner) }
        }

        func requireFreeEmail(_ email: EmailAddress, for id: User.ID?) throws {
            if users.values.contains(where: { $0.email == email && $0.id != id }) {
                throw DomainError.emailAlreadyRegistered(email)
            }
        }
    }
}
