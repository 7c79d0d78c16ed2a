/// Lists the items a filter admits: pending items first, then completed ones, by id within each.
public struct ListItems: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    public func execute(_ filter: ItemFilter = ItemFilter(), page: PageRequest = .first) async throws -> Page<
        Item
    > {
        try await items.items(matching: filter, order: .pendingFirst, page: page)
    }
}
