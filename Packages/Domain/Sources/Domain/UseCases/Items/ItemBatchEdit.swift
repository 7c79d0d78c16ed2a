/// Applies one change to every item a command names, all or nothing, deciding from the items as
/// the write transaction reads them (`ItemRepository.revise`): every id is looked up there, or a
/// filter chooses its items there, and the items the change makes a difference to are written in
/// the same transaction, with the items the change makes along (the next occurrence of a
/// completed recurring item). Two processes completing one item thus make one completion; the
/// second finds it done. Shared by the small use cases that each change one aspect of items.
struct ItemBatchEdit: Sendable {
    let items: any ItemRepository

    /// The items after the change, in the order of `target` (each once), and which it left as they were.
    func apply(to target: ItemTarget, _ change: @escaping @Sendable (inout Item) throws -> Void) async throws
        -> ChangedItems
    {
        try await apply(to: target) { (item: inout Item) -> NewItem? in
            try change(&item)
            return nil
        }
    }

    /// As `apply(to:_:)`, where the change may make a new item from the one it changes; the new
    /// items are added in the same write.
    ///
    /// Each item is changed on its own, so the change is decided batch by batch
    /// (`ItemRepository.revise(_:inBatchesOf:_:)`): a change to 100,000 items holds one batch's
    /// records at a time, in its one transaction.
    func apply(to target: ItemTarget, making change: @escaping @Sendable (inout Item) throws -> NewItem?)
        async throws -> ChangedItems
    {
        var batches = try await items.revise(target.withoutRepeats, inBatchesOf: Self.batchSize) {
            batch, records in
            let chosen = try batch.chosen(in: records)
            if let damaged = chosen.damaged.first {
                throw DomainError.damagedItem(damaged.id, damaged.problem)
            }
            var result = chosen.items
            var made: [NewItem] = []
            for index in result.indices {
                if let new = try change(&result[index]) { made.append(new) }
            }
            return Self.revision(from: chosen.items, to: result, made: made)
        }
        // Each batch's items are the answer's, as the store wrote them, let go of as they are taken.
        var written: [[Item]] = []
        written.reserveCapacity(batches.count)
        var unchanged = Set<Item.ID>()
        var added: [Item] = []
        while !batches.isEmpty {
            let batch = batches.removeFirst()
            written.append(Self.asStored(batch.outcome.items, batch.updated))
            unchanged.formUnion(batch.outcome.unchanged)
            added += batch.added
        }
        return ChangedItems(batches: written, unchanged: unchanged, added: added)
    }

    /// How many items a batch holds: reads of 2,000 rows, and writes sent 500 at a time.
    static let batchSize = 2_000

    /// The revision that writes `result` where it differs from `current`, and the answer that
    /// says which it left as they were.
    private static func revision(from current: [Item], to result: [Item], made: [NewItem])
        -> ItemRevision<ChangedItems>
    {
        var unchanged = Set<Item.ID>()
        for (before, after) in zip(current, result) where before == after { unchanged.insert(before.id) }
        return ItemRevision(
            updated: changed(result, leaving: unchanged), made: made,
            outcome: ChangedItems(items: result, unchanged: unchanged))
    }

    /// As `apply(to:_:)`, where the change sees every chosen item at once (an edit that refuses
    /// one name for several items counts them first).
    func apply(
        to target: ItemTarget,
        all change: @escaping @Sendable ([Item]) throws -> (items: [Item], made: [NewItem])
    ) async throws -> ChangedItems {
        let target = target.withoutRepeats
        let written = try await items.revise(target) { records in
            let chosen = try target.chosen(in: records)
            if let damaged = chosen.damaged.first {
                throw DomainError.damagedItem(damaged.id, damaged.problem)
            }
            let current = chosen.items
            let (result, made) = try change(current)
            return Self.revision(from: current, to: result, made: made)
        }
        let decided = written.outcome
        return ChangedItems(
            items: Self.asStored(decided.items, written.updated), unchanged: decided.unchanged,
            added: written.added)
    }

    /// The items of `result` that changed. When every item changed, `result` itself, shared;
    /// else an array of exactly their number (a filter's growing array held a bulk change's
    /// largest allocation).
    private static func changed(_ result: [Item], leaving unchanged: Set<Item.ID>) -> [Item] {
        guard !unchanged.isEmpty else { return result }
        var changed: [Item] = []
        changed.reserveCapacity(result.count - unchanged.count)
        for item in result where !unchanged.contains(item.id) { changed.append(item) }
        return changed
    }

    /// `decided` with each item the store wrote as it stored it (an API answers with its own
    /// copy). Most often that is every item, in the same order, and the stored ones are the
    /// answer as they are: a second copy of 100,000 items was a bulk change's largest allocation.
    private static func asStored(_ decided: [Item], _ stored: [Item]) -> [Item] {
        if stored.isEmpty { return decided }
        if decided.count == stored.count, zip(decided, stored).allSatisfy({ $0.id == $1.id }) {
            return stored
        }
        var position: [Item.ID: Int] = [:]
        position.reserveCapacity(stored.count)
        for (index, item) in stored.enumerated() { position[item.id] = index }
        return decided.map { item in position[item.id].map { stored[$0] } ?? item }
    }
}
