/// Marks items done, all or nothing, stamped with the time they were completed. Completing a done
/// item changes nothing (it keeps the time it was first completed).
///
/// Completing a recurring item adds its next occurrence in the same write (`ItemFields
/// .nextOccurrence`), and the series moves on to it: the completed item no longer recurs, so
/// reopening and completing it again, or completing it twice, never makes a second one; and the
/// next occurrence's identity is derived from the completed occurrence's (`RecordIdentity
/// .successor`), so a store holds at most one whatever races past that rule.
public struct CompleteItems: Sendable {
    private let edit: ItemBatchEdit
    private let clock: WallClock
    private let today: DueDate

    /// `today`: the day in the local time zone, from which a late recurring item's next due day
    /// is counted (never in the past).
    public init(items: any ItemRepository, clock: WallClock, today: DueDate) {
        self.edit = ItemBatchEdit(items: items)
        self.clock = clock
        self.today = today
    }

    /// Completes every item of `ids`, all or nothing, adding the next occurrence of each recurring one.
    public func execute(_ ids: [Item.ID]) async throws -> ChangedItems {
        try await execute(.ids(ids))
    }

    /// Completes every item `target` names (a filter: every pending item it admits, as the write
    /// reads them), all or nothing, adding the next occurrence of each recurring one.
    public func execute(_ target: ItemTarget) async throws -> ChangedItems {
        let (now, today) = (clock.now(), today)
        return try await edit.apply(to: target) { (item: inout Item) -> NewItem? in
            guard !item.isCompleted else { return nil }
            let next = item.fields.nextOccurrence(today: today)
            item.fields.complete(at: now)
            guard var next, let due = item.due else { return nil }
            item.every = nil
            next.add(at: now)
            let identity = RecordIdentity.successor(of: item.uuid, dueOn: due)
            return NewItem(uuid: identity, name: item.name, fields: next)
        }
    }
}
