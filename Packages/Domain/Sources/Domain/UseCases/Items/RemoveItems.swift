/// Removes items, all or nothing, and returns them as they were. If any id names no item, the
/// error names each such id and nothing is removed.
public struct RemoveItems: Sendable {
    private let items: any ItemRepository

    public init(items: any ItemRepository) {
        self.items = items
    }

    @discardableResult
    public func execute(_ ids: [Item.ID]) async throws -> [Item] {
        let existing = try await ItemLookup(items: items).existing(ids)
        return try await items.remove(existing.map(\.id))
    }
}
