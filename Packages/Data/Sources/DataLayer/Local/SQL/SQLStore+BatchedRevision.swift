import Domain

/// A change to many items decided and written batch by batch inside its one write transaction:
/// the records of one batch are held at a time, not all of them (a `done` of 100,000 ids held
/// three copies of every item, 178 MB on PostgreSQL).
extension SQLStore {
    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, inBatchesOf batchSize: Int,
        _ decide: @escaping @Sendable (ItemTarget, ItemRecords) throws -> ItemRevision<Outcome>
    ) throws -> [RevisedItems<Outcome>] {
        try writeTransaction {
            let batches = try self.batches(of: target, size: max(1, batchSize))
            var revised: [RevisedItems<Outcome>] = []
            var journalIsOpen = false
            for batch in batches {
                let records = try records(batch.reading)
                let revision = try decide(batch.deciding, records)
                guard !revision.isEmpty else {
                    revised.append(RevisedItems(outcome: revision.outcome))
                    continue
                }
                // The entry opens with the first batch that writes: a change of nothing keeps none.
                if !journalIsOpen, keepsJournal {
                    try connection.openJournalEntry(
                        changedAt: now().timeIntervalSince1970, kind: CommandKind.edit.rawValue,
                        author: author?.name)
                    journalIsOpen = true
                }
                try updateRows(revision.updated, over: records)
                // Stored as decided: no second copy of the batch's changed items is kept.
                revised.append(RevisedItems(outcome: revision.outcome, added: try insertRows(revision.made)))
            }
            if journalIsOpen { try connection.closeJournalEntry(keeping: Self.journalCapacity) }
            return revised
        }
    }

    /// `target` cut into batches of `size`: the ids each reads, and the target it is decided as.
    /// Ids come in the order named (every one checked first when there are several batches, so
    /// a missing id fails the whole change naming each, as one batch's own read would); a
    /// filter's matches by id, each batch decided as the filter (which the Domain applies again).
    private func batches(of target: ItemTarget, size: Int) throws -> [(
        reading: ItemTarget, deciding: ItemTarget
    )] {
        let ids: [Item.ID]
        switch target {
        case .ids(let named):
            guard named.count > size else { return [(target, target)] }
            let existing = try storedIDs(among: named.map(\.rawValue))
            let missing = named.filter { !existing.contains($0.rawValue) }
            guard missing.isEmpty else { throw DomainError.missingItems(missing) }
            ids = named
        case .matching(let filter):
            ids = try self.ids(matching: filter)
        }
        return stride(from: 0, to: max(ids.count, 1), by: size).map { start in
            let batch = ItemTarget.ids(Array(ids[start..<min(start + size, ids.count)]))
            guard case .matching = target else { return (batch, batch) }
            return (batch, target)
        }
    }
}
