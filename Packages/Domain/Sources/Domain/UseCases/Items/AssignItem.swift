/// Gives an item to an existing user, or (with `nil`) leaves it without an owner.
public struct AssignItem: Sendable {
    private let edit: ItemBatchEdit
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.edit = ItemBatchEdit(items: items)
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ id: Item.ID, to owner: User.ID?) async throws -> Item {
        try await ownerCheck.requireExisting([owner])
        let assigned = try await edit.apply(to: [id]) { $0.ownerID = owner }
        guard let item = assigned.first else { throw DomainError.itemNotFound(id) }
        return item
    }
}
