/// Gives an item to an existing user, or (with `nil`) leaves it without an owner.
public struct AssignItem: Sendable {
    private let edit: ItemBatchEdit
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.edit = ItemBatchEdit(items: items)
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ id: Item.ID, to owner: User.ID?) async throws -> ChangedItems {
        try await ownerCheck.requireExisting([owner])
        return try await edit.apply(to: [id]) { $0.ownerID = owner }
    }
}
