/// Counts the items a filter admits and how many of them are done ("3 of 10 done").
public struct SummarizeItems: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    public func execute(_ filter: ItemFilter = ItemFilter()) async throws -> ItemCounts {
        try await items.counts(matching: filter)
    }
}
