/// Changes any of an item's fields at once (``ItemEdit``): a new owner must exist, an item keeps
/// at most 16 tags, and nothing is written when the edit changes nothing. A damaged item (a
/// stored name that breaks the rules) can be edited only with a new name, which repairs it.
public struct EditItem: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    /// Edits items of `items`, checking a new owner in `users`.
    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    /// The same edit to several items, in one write (one journal entry, one undo): all of them,
    /// or none when an id names no item or one of them cannot be read. One item may be renamed
    /// (which also repairs a damaged one); a name given to several would make them all one name,
    /// so it is refused (`DomainError.oneNameForSeveralItems`).
    public func execute(_ ids: [Item.ID], _ edit: ItemEdit<User.ID>) async throws -> ChangedItems {
        try await execute(.ids(ids), edit)
    }

    /// The same edit to every item `target` names (a filter's, as the write reads them), in one
    /// write; a name is refused once the target holds more than one item.
    public func execute(_ target: ItemTarget, _ edit: ItemEdit<User.ID>) async throws -> ChangedItems {
        let target = target.withoutRepeats
        if case .ids(let unique) = target {
            if unique.count == 1, let id = unique.first { return try await execute(id, edit) }
            guard edit.name == nil else { throw DomainError.oneNameForSeveralItems(count: unique.count) }
        }
        if case .set(let owner) = edit.owner { try await ownerCheck.requireExisting([owner]) }
        guard edit.name != nil else {
            // Each item is edited on its own, so the edit is decided and written batch by batch:
            // 100,000 items are held once, not read whole beside their edited copies.
            return try await ItemBatchEdit(items: items).apply(to: target) { item in
                item = try edit.applied(to: item)
            }
        }
        // A name for a filter's items is refused once they are counted, all of them at once.
        return try await ItemBatchEdit(items: items).apply(to: target) { items in
            guard edit.name == nil || items.count <= 1 else {
                throw DomainError.oneNameForSeveralItems(count: items.count)
            }
            return (try items.map(edit.applied(to:)), [])
        }
    }

    /// Applies `edit` to the item `id`, deciding inside the store's write from the item as it reads it there.
    public func execute(_ id: Item.ID, _ edit: ItemEdit<User.ID>) async throws -> ChangedItems {
        if case .set(let owner) = edit.owner { try await ownerCheck.requireExisting([owner]) }
        return try await items.revise([id]) { records in
            let found = try ItemLookup.found([id], in: records)
            let current: Item
            if let damaged = found.damaged.first {
                guard let name = edit.name else { throw DomainError.damagedItem(damaged.id, damaged.problem) }
                current = damaged.repaired(as: name)
            } else if let item = found.items.first {
                current = item
            } else {
                throw DomainError.itemNotFound(id)
            }
            let edited = try edit.applied(to: current)
            guard edited != current || !found.damaged.isEmpty else {
                return ItemRevision(updated: [], outcome: current)
            }
            return ItemRevision(updated: [edited], outcome: edited)
        }.single(id)
    }
}
