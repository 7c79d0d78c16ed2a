/// Gives items to an existing user, or (with `nil`) leaves them without an owner: all of them
/// in one write (one journal entry, one undo), or none when an id names no item.
public struct AssignItem: Sendable {
    private let edit: ItemBatchEdit
    private let ownerCheck: OwnerCheck

    /// Assigns items of `items` to users of `users`.
    public init(items: any ItemRepository, users: any UserRepository) {
        self.edit = ItemBatchEdit(items: items)
        self.ownerCheck = OwnerCheck(users: users)
    }

    /// Gives the item `id` to `owner` (`nil`: nobody); a user or item that does not exist is a `DomainError`.
    public func execute(_ id: Item.ID, to owner: User.ID?) async throws -> ChangedItems {
        try await execute([id], to: owner)
    }

    /// Gives every item of `ids` to `owner`, all or nothing.
    public func execute(_ ids: [Item.ID], to owner: User.ID?) async throws -> ChangedItems {
        try await execute(.ids(ids), to: owner)
    }

    /// Gives every item `target` names (a filter's, as the write reads them) to `owner`, all or nothing.
    public func execute(_ target: ItemTarget, to owner: User.ID?) async throws -> ChangedItems {
        try await ownerCheck.requireExisting([owner])
        return try await edit.apply(to: target) { $0.ownerID = owner }
    }
}
