/// Counts the items a filter admits and how many of them are done ("3 of 10 done"). A filter
/// naming a user who does not exist is `DomainError.userNotFound`.
public struct SummarizeItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    /// Counts items of `items`, checking a named owner in `users`.
    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    /// With `today`, also how many of the admitted items are overdue.
    public func execute(_ filter: ItemFilter = ItemFilter(), today: DueDate? = nil) async throws -> ItemCounts
    {
        try await ownerCheck.requireExisting(in: filter)
        let counts = try await items.counts(matching: filter)
        guard let today else { return counts }
        let overdue = try await items.counts(matching: filter.overdue(today: today)).total
        return ItemCounts(total: counts.total, completed: counts.completed, overdue: overdue)
    }
}
