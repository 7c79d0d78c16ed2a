/// The rule that an item can only be owned by a user who exists.
struct OwnerCheck: Sendable {
    let users: any UserRepository

    /// Throws `DomainError.userNotFound` for the first owner that does not exist.
    func requireExisting<Owners: Sequence<User.ID?>>(_ owners: Owners) async throws {
        var checked = Set<User.ID>()
        for case let owner? in owners where checked.insert(owner).inserted {
            _ = try await users.user(withID: owner)
        }
    }
}
