/// Removes a user. A user who owns items is removed only when the items are reassigned to
/// another existing user or released (left without an owner); otherwise the removal is refused.
/// A damaged user (see `DomainError.damagedUser`) can be removed.
///
/// `check` finds everything out first (the user, the heir, how many items they own) and
/// refuses what the rules refuse, without changing anything; `execute` then removes.
public struct RemoveUser: Sendable {
    private let users: any UserRepository
    private let items: any ItemRepository

    /// Removes users of `users`, handing over or refusing their items in `items`.
    public init(users: any UserRepository, items: any ItemRepository) {
        self.users = users
        self.items = items
    }

    /// Checks that the user `id` can go with `handover`, and says what the removal will do, before anything
    /// changes.
    public func check(_ id: User.ID, handingItemsOver handover: ItemHandover = .refuse) async throws
        -> UserRemoval
    {
        var user: User?
        do {
            user = try await users.user(withID: id)
        } catch DomainError.damagedUser(id, _) {
            // A user whose stored name or e-mail breaks the rules exists, and may be removed.
        }
        var heir: User?
        if case .reassign(let heirID) = handover {
            guard heirID != id else { throw DomainError.reassignmentToSameUser(id) }
            heir = try await users.user(withID: heirID)
        }
        let owned = try await items.counts(matching: ItemFilter(owner: .user(id))).total
        if handover == .refuse, owned > 0 { throw DomainError.userOwnsItems(id, count: owned) }
        return UserRemoval(id: id, user: user, handover: handover, heir: heir, ownedItems: owned)
    }

    /// Removes the user as `removal` says, with their items, in one write.
    public func execute(_ removal: UserRemoval) async throws {
        try await users.remove(removal.id, handingItemsOver: removal.handover)
    }

    /// Checks and removes at once.
    public func execute(_ id: User.ID, handingItemsOver handover: ItemHandover = .refuse) async throws {
        try await execute(try await check(id, handingItemsOver: handover))
    }
}
