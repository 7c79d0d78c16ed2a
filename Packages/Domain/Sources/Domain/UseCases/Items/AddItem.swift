/// Adds an item; its owner, when it has one, must exist.
public struct AddItem: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ newItem: NewItem) async throws -> Item {
        try await ownerCheck.requireExisting([newItem.ownerID])
        let stored = try await items.add([newItem])
        guard let item = stored.first else {
            throw DomainError.unavailable(reason: "the store returned no item")
        }
        return item
    }
}
