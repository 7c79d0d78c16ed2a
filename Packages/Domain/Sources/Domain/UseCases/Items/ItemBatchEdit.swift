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
    func apply(to target: ItemTarget, making change: @escaping @Sendable (inout Item) throws -> NewItem?)
        async throws -> ChangedItems
    {
        try await apply(to: target) { current in
            var result = current
            var made: [NewItem] = []
            for index in result.indices {
                if let new = try change(&result[index]) { made.append(new) }
            }
            return (result, made)
        }
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
            let unchanged = Set(zip(current, result).filter { $0 == $1 }.map(\.0.id))
            return ItemRevision(
                updated: result.filter { !unchanged.contains($0.id) }, made: made,
                outcome: ChangedItems(items: result, unchanged: unchanged))
        }
        var stored: [Item.ID: Item] = [:]
        for item in written.updated { stored[item.id] = item }
        let decided = written.outcome
        return ChangedItems(
            items: decided.items.map { stored[$0.id] ?? $0 }, unchanged: decided.unchanged,
            added: written.added)
    }
}
