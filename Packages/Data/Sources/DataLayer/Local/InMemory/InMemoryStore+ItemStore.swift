import Domain

extension InMemoryStore: ItemStore {
    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) -> Page<Item> {
        let admitted = items.values.filter(filter.admits)
            .filter { item in page.cursor.map { $0.precedes(order.sortKey(of: item)) } ?? true }
            .sorted(by: order.areInIncreasingOrder)
        return Page(slicing: Array(admitted.prefix(page.limit + 1)), for: page, cursor: order.cursor(after:))
    }

    public func counts(matching filter: ItemFilter) -> ItemCounts {
        let admitted = items.values.filter(filter.admits)
        return ItemCounts(total: admitted.count, completed: admitted.count(where: \.isCompleted))
    }

    public func item(withID id: Item.ID) -> Item? {
        items[id]
    }

    public func insert(_ newItems: [NewItem]) throws -> [Item] {
        try transaction { state in
            try newItems.map { item in
                try state.requireOwner(item.ownerID)
                if let id = item.requestedID, state.items[id] != nil {
                    throw DomainError.itemAlreadyExists(id)
                }
                let id = item.requestedID ?? Item.ID(rawValue: state.lastItemID + 1)!
                state.lastItemID = max(state.lastItemID, id.rawValue)
                let stored = item.stored(as: id)
                state.items[stored.id] = stored
                return stored
            }
        }
    }

    public func save(_ saved: [Item]) throws {
        try transaction { state in try Self.upsert(saved, into: &state) }
    }

    public func update(_ item: Item) throws -> Bool {
        try transaction { state in
            guard state.items[item.id] != nil else { return false }
            try state.requireOwner(item.ownerID)
            state.items[item.id] = item
            return true
        }
    }

    public func deleteItem(_ id: Item.ID) -> Bool {
        items.removeValue(forKey: id) != nil
    }

    public func replaceItems(matching filter: ItemFilter, with replacement: [Item]) throws {
        try transaction { state in
            try Self.upsert(replacement, into: &state)
            let kept = Set(replacement.map(\.id))
            for item in state.items.values where filter.admits(item) && !kept.contains(item.id) {
                state.items[item.id] = nil
            }
        }
    }

    private static func upsert(_ saved: [Item], into state: inout Snapshot) throws {
        for item in saved {
            try state.requireOwner(item.ownerID)
            state.items[item.id] = item
            state.lastItemID = max(state.lastItemID, item.id.rawValue)
        }
    }
}
