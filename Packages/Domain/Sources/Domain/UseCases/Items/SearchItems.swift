/// Finds the items whose name contains a query, best match first (see `SearchRank`),
/// within the status and owner of `filter`.
public struct SearchItems: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    public func execute(
        _ query: SearchQuery, within filter: ItemFilter = ItemFilter(), page: PageRequest = .first
    ) async throws -> Page<Item> {
        var filter = filter
        filter.search = query
        return try await items.items(matching: filter, order: .relevance(to: query), page: page)
    }
}
