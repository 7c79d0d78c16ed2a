/// Adds an item, stamped with the time it was created; its owner, when it has one, must exist,
/// and a recurring one needs a due day.
public struct AddItem: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck
    private let clock: WallClock

    /// Adds items to `items`, checking owners in `users`, stamped with `clock`'s time.
    public init(items: any ItemRepository, users: any UserRepository, clock: WallClock) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
        self.clock = clock
    }

    /// Adds `newItem` and returns it with its id; an owner who does not exist is `DomainError.userNotFound`.
    public func execute(_ newItem: NewItem) async throws -> Item {
        try newItem.fields.checkRules()
        try await ownerCheck.requireExisting([newItem.ownerID])
        var newItem = newItem
        newItem.fields.add(at: clock.now())
        let stored = try await items.add([newItem])
        guard let item = stored.first else {
            throw DomainError.unavailable(reason: "the store returned no item")
        }
        return item
    }
}
