/// Adds many items at once, all or nothing: every owner must exist and no requested id may
/// appear twice before anything is stored; the store refuses ids that are already taken. An
/// item keeps the times its document gives; one without a creation time is created now.
public struct ImportItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck
    private let clock: WallClock

    /// Imports into `items`, checking owners in `users`, stamped with `clock`'s time.
    public init(items: any ItemRepository, users: any UserRepository, clock: WallClock) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
        self.clock = clock
    }

    /// Adds every item of `newItems` in one write, all or nothing, and returns them with their ids.
    public func execute(_ newItems: [NewItem]) async throws -> [Item] {
        guard !newItems.isEmpty else { return [] }
        var requested = Set<Item.ID>()
        for case let id? in newItems.map(\.requestedID) where !requested.insert(id).inserted {
            throw DomainError.itemAlreadyExists(id)
        }
        try await ownerCheck.requireExisting(newItems.map(\.ownerID))
        let now = clock.now()
        return try await items.addImported(
            newItems.map { item in
                var item = item
                item.createdAt = item.createdAt ?? now
                return item
            })
    }
}
