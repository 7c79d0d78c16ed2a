/// Marks done items pending again, all or nothing. Reopening a pending item changes nothing.
public struct ReopenItems: Sendable {
    private let edit: ItemBatchEdit

    /// Reopens items of `items`.
    public init(items: any ItemRepository) {
        self.edit = ItemBatchEdit(items: items)
    }

    /// Marks every item of `ids` not done, all or nothing; a pending item is left alone.
    public func execute(_ ids: [Item.ID]) async throws -> ChangedItems {
        try await execute(.ids(ids))
    }

    /// Marks every item `target` names not done (a filter's, as the write reads them), all or nothing.
    public func execute(_ target: ItemTarget) async throws -> ChangedItems {
        try await edit.apply(to: target) { item in
            item.fields.reopen()
        }
    }
}
