/// Counts the items a filter admits and how many of them are done ("3 of 10 done"). A filter
/// naming a user who does not exist is `DomainError.userNotFound`.
public struct SummarizeItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck
    private let searchCountsUpTo: Int?

    /// Counts items of `items`, checking a named owner in `users`; a search's matches no further
    /// than `searchCountsUpTo` when given (a screen searching as each key is typed).
    public init(items: any ItemRepository, users: any UserRepository, searchCountsUpTo: Int? = nil) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
        self.searchCountsUpTo = searchCountsUpTo
    }

    /// With `today`, also how many of the admitted items are overdue.
    public func execute(_ filter: ItemFilter = ItemFilter(), today: DueDate? = nil) async throws -> ItemCounts
    {
        try await ownerCheck.requireExisting(in: filter)
        let limit = filter.search == nil ? nil : searchCountsUpTo
        let counts = try await count(filter, upTo: limit)
        guard let today else { return counts }
        // The overdue are among the counted: when those were all counted, so are they.
        let overdue = try await count(filter.overdue(today: today), upTo: limit).total
        return ItemCounts(
            total: counts.total, completed: counts.completed, overdue: overdue, isPartial: counts.isPartial)
    }

    private func count(_ filter: ItemFilter, upTo limit: Int?) async throws -> ItemCounts {
        guard let limit else { return try await items.counts(matching: filter) }
        return try await items.counts(matching: filter, upTo: limit)
    }
}
