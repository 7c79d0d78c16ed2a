/// Removes a user. A user who owns items is removed only when the items are reassigned to
/// another existing user or released (left without an owner); otherwise the removal is refused.
/// A damaged user (see `DomainError.damagedUser`) can be removed.
public struct RemoveUser: Sendable {
    private let users: any UserRepository
    private let items: any ItemRepository

    public init(users: any UserRepository, items: any ItemRepository) {
        self.users = users
        self.items = items
    }

    public func execute(_ id: User.ID, handingItemsOver handover: ItemHandover = .refuse) async throws {
        do {
            _ = try await users.user(withID: id)
        } catch DomainError.damagedUser(id, _) {
            // A user whose stored name or e-mail breaks the rules exists, and may be removed.
        }
        if case .reassign(let heir) = handover {
            guard heir != id else { throw DomainError.reassignmentToSameUser(id) }
            _ = try await users.user(withID: heir)
        }
        if handover == .refuse {
            let owned = try await items.counts(matching: ItemFilter(owner: .user(id))).total
            guard owned == 0 else { throw DomainError.userOwnsItems(id, count: owned) }
        }
        try await users.remove(id, handingItemsOver: handover)
    }
}
