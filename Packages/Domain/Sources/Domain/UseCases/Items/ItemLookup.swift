/// Finds every item a change names before anything is written, so that a change to several
/// items either finds all of them or reports each missing id and changes nothing.
struct ItemLookup: Sendable {
    let items: any ItemRepository

    /// The records of `ids`, each id once, in the order given; throws `DomainError.itemNotFound`
    /// or `itemsNotFound` naming every id that does not exist.
    func records(_ ids: [Item.ID]) async throws -> (items: [Item], damaged: [DamagedItem]) {
        let unique = Self.unique(ids)
        return try Self.found(unique, in: try await items.items(withIDs: unique))
    }

    /// `ids` without repeats, in the order first named.
    static func unique(_ ids: [Item.ID]) -> [Item.ID] {
        var seen = Set<Item.ID>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// `records` in the order of `unique`; throws naming every id that has no record.
    static func found(_ unique: [Item.ID], in records: ItemRecords) throws -> (
        items: [Item], damaged: [DamagedItem]
    ) {
        // A store reads rows by id, and ids are most often named in that order (`seq 1 N`): the
        // records as read are then the answer, shared rather than copied. A copy of 100,000 items
        // in a dictionary was three quarters of a bulk change's peak memory (heaptrack).
        if records.damaged.isEmpty, records.items.count == unique.count,
            zip(records.items, unique).allSatisfy({ $0.id == $1 })
        {
            return (records.items, [])
        }
        var found: [Item.ID: Int] = [:]
        found.reserveCapacity(records.items.count)
        for (index, item) in records.items.enumerated() { found[item.id] = index }
        var damaged: [Item.ID: Int] = [:]
        for (index, item) in records.damaged.enumerated() { damaged[item.id] = index }
        let missing = unique.filter { found[$0] == nil && damaged[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        return (
            unique.compactMap { found[$0].map { records.items[$0] } },
            unique.compactMap { damaged[$0].map { records.damaged[$0] } }
        )
    }

    /// As `found`, where a damaged record is `DomainError.damagedItem` (it can only be renamed or
    /// removed).
    static func existing(_ unique: [Item.ID], in records: ItemRecords) throws -> [Item] {
        let found = try found(unique, in: records)
        if let damaged = found.damaged.first { throw DomainError.damagedItem(damaged.id, damaged.problem) }
        return found.items
    }
}
