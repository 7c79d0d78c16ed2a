/// Removes items, all or nothing, and returns the readable ones as they were. If any id names no
/// item, the error names each such id and nothing is removed. A damaged item is removed too:
/// removing it is one way to repair a store.
public struct RemoveItems: Sendable {
    private let items: any ItemRepository

    /// Removes items of `items`.
    public init(items: any ItemRepository) {
        self.items = items
    }

    /// The records `ids` name (each once, in order), removing nothing: what a person is asked
    /// about before the removal; throws as `execute` would for a missing id.
    public func check(_ ids: [Item.ID]) async throws -> (items: [Item], damaged: [DamagedItem]) {
        try await ItemLookup(items: items).records(ids)
    }

    /// Removes every item of `ids`, all or nothing, and returns them as they were.
    @discardableResult
    public func execute(_ ids: [Item.ID]) async throws -> [Item] {
        let found = try await ItemLookup(items: items).records(ids)
        let readable = Set(found.items.map(\.id))
        var seen = Set<Item.ID>()
        return try await items.remove(ids.filter { seen.insert($0).inserted })
            .filter { readable.contains($0.id) }
    }
}
