/// The rule that an item can only be owned by a user who exists, and that a filter can only
/// name a user who exists (asking for the items of nobody-in-particular is a mistake, not an
/// empty listing).
struct OwnerCheck: Sendable {
    let users: any UserRepository

    /// Throws `DomainError.userNotFound` for the first owner that does not exist.
    func requireExisting<Owners: Sequence<User.ID?>>(_ owners: Owners) async throws {
        var checked = Set<User.ID>()
        for case let owner? in owners where checked.insert(owner).inserted {
            _ = try await users.user(withID: owner)
        }
    }

    /// Throws `DomainError.userNotFound` when the filter names a user who does not exist.
    func requireExisting(in filter: ItemFilter) async throws {
        if case .user(let owner) = filter.owner { try await requireExisting([owner]) }
    }
}
