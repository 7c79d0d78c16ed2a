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
        try await execute(.ids(ids)).items
    }

    /// Removes every item `target` names (a filter's, as the write reads them, damaged ones
    /// too), all or nothing, and returns the records removed: the readable ones as they were, in
    /// the order of `target` (ids in the order named, a filter's by id), and the damaged ones.
    @discardableResult
    public func execute(_ target: ItemTarget) async throws -> ItemRecords {
        let target = target.withoutRepeats
        // Ids are looked up first, so that every missing one is named before anything is written
        // (the store refuses them again inside its write).
        if case .ids(let ids) = target { _ = try await ItemLookup(items: items).records(ids) }
        let removed = try await items.remove(target)
        let chosen = try target.chosen(in: removed)
        return ItemRecords(items: chosen.items, damaged: chosen.damaged)
    }
}
