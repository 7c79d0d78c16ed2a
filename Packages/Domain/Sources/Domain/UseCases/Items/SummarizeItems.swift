/// Counts the items a filter admits and how many of them are done ("3 of 10 done"). A filter
/// naming a user who does not exist is `DomainError.userNotFound`.
public struct SummarizeItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ filter: ItemFilter = ItemFilter()) async throws -> ItemCounts {
        try await ownerCheck.requireExisting(in: filter)
        return try await items.counts(matching: filter)
    }
}
