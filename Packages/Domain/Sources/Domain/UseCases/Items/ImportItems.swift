/// Adds many items at once, all or nothing: every owner must exist before anything is stored.
public struct ImportItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ newItems: [NewItem]) async throws -> [Item] {
        guard !newItems.isEmpty else { return [] }
        try await ownerCheck.requireExisting(newItems.map(\.ownerID))
        return try await items.add(newItems)
    }
}
