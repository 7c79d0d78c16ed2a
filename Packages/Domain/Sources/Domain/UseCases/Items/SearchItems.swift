/// Finds the items whose name contains a query, best match first (see ``SearchRank``) unless
/// another order is asked for, within the rest of `filter` (whose user, if it names one, must exist).
public struct SearchItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    /// Searches items of `items`, checking a named owner in `users`.
    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    /// One page of the items whose name matches `query` among those `filter` admits, best match first unless
    /// `sort` says otherwise.
    public func execute(
        _ query: SearchQuery, within filter: ItemFilter = ItemFilter(), sort: ItemSort? = nil,
        reversed: Bool = false, fromTheEnd: Bool = false, page: PageRequest = .first
    ) async throws -> Page<Item> {
        var filter = filter
        filter.search = query
        if page.cursor == nil { try await ownerCheck.requireExisting(in: filter) }
        let order = ItemOrder.listing(search: query, sort: sort, reversed: reversed)
        return try await items.items(
            matching: filter, order: fromTheEnd ? order.fromTheEnd : order, page: page)
    }
}
