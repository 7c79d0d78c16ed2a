import Domain

/// An item repository fake over a dictionary that honours filters and orders through the
/// domain's own definitions, and records every write.
actor InMemoryItemRepository: ItemRepository {
    private(set) var itemsByID: [Item.ID: Item] = [:]
    /// Stored items whose name breaks the rules (as another tool could leave them).
    private(set) var damagedByID: [Item.ID: DamagedItem] = [:]
    private(set) var writes: [String] = []
    private(set) var requestedOrders: [ItemOrder] = []
    private var nextID = 1
    private var failure: (any Error)?

    init(_ items: [Item] = [], damaged: [DamagedItem] = []) {
        for item in items { itemsByID[item.id] = item }
        for item in damaged { damagedByID[item.id] = item }
        nextID = (items.map(\.id.rawValue).max() ?? 0) + 1
    }

    func failWrites(with error: any Error) {
        failure = error
    }

    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item> {
        requestedOrders.append(order)
        let admitted = itemsByID.values.filter(filter.admits)
            .filter { item in page.cursor.map { $0.precedes(order.sortKey(of: item)) } ?? true }
            .sorted(by: order.areInIncreasingOrder)
        return Page(slicing: Array(admitted.prefix(page.limit + 1)), for: page, cursor: order.cursor(after:))
    }

    func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        let admitted = itemsByID.values.filter(filter.admits)
        return ItemCounts(total: admitted.count, completed: admitted.count(where: \.isCompleted))
    }

    func item(withID id: Item.ID) async throws -> Item {
        guard let item = itemsByID[id] else { throw DomainError.itemNotFound(id) }
        return item
    }

    func add(_ items: [NewItem]) async throws -> [Item] {
        if let failure { throw failure }
        var stored: [Item] = []
        for item in items {
            if let id = item.requestedID, itemsByID[id] != nil { throw DomainError.itemAlreadyExists(id) }
            let id = item.requestedID ?? Item.ID(rawValue: nextID)!
            nextID = max(nextID, id.rawValue) + 1
            stored.append(item.stored(as: id))
        }
        for item in stored { itemsByID[item.id] = item }
        writes.append("add \(stored.map(\.id.rawValue))")
        return stored
    }

    func items(withIDs ids: [Item.ID]) async throws -> ItemRecords {
        ItemRecords(items: ids.compactMap { itemsByID[$0] }, damaged: ids.compactMap { damagedByID[$0] })
    }

    func update(_ items: [Item]) async throws -> [Item] {
        if let failure { throw failure }
        let missing = items.map(\.id).filter { itemsByID[$0] == nil && damagedByID[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        for item in items {
            itemsByID[item.id] = item
            damagedByID[item.id] = nil
        }
        writes.append("update \(items.map(\.id.rawValue))")
        return items
    }

    func remove(_ ids: [Item.ID]) async throws -> [Item] {
        if let failure { throw failure }
        let missing = ids.filter { itemsByID[$0] == nil && damagedByID[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        for id in ids { damagedByID[id] = nil }
        let removed = ids.compactMap { itemsByID.removeValue(forKey: $0) }
        writes.append("remove \(ids.map(\.rawValue))")
        return removed
    }

    func handOver(itemsOf owner: User.ID, _ handover: ItemHandover) {
        for (id, item) in itemsByID where item.ownerID == owner {
            switch handover {
            case .refuse: break
            case .reassign(let heir): itemsByID[id]?.ownerID = heir
            case .release: itemsByID[id]?.ownerID = nil
            }
        }
    }
}
