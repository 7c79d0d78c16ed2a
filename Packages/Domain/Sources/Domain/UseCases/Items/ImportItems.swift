/// Adds many items at once, all or nothing: every owner must exist and no requested id may
/// appear twice before anything is stored; the store refuses ids that are already taken.
public struct ImportItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ newItems: [NewItem]) async throws -> [Item] {
        guard !newItems.isEmpty else { return [] }
        var requested = Set<Item.ID>()
        for case let id? in newItems.map(\.requestedID) where !requested.insert(id).inserted {
            throw DomainError.itemAlreadyExists(id)
        }
        try await ownerCheck.requireExisting(newItems.map(\.ownerID))
        return try await items.add(newItems)
    }
}
