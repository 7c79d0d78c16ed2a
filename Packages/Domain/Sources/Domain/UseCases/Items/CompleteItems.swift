/// Marks items done, all or nothing, stamped with the time they were completed. Completing a done
/// item changes nothing (it keeps the time it was first completed).
public struct CompleteItems: Sendable {
    private let edit: ItemBatchEdit
    private let clock: WallClock

    public init(items: any ItemRepository, clock: WallClock) {
        self.edit = ItemBatchEdit(items: items)
        self.clock = clock
    }

    public func execute(_ ids: [Item.ID]) async throws -> ChangedItems {
        let now = clock.now()
        return try await edit.apply(to: ids) { item in
            guard !item.isCompleted else { return }
            item.fields.complete(at: now)
        }
    }
}
