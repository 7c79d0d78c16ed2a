import Domain

extension InMemoryStore: ItemStore {
    public func items(withIDs ids: [Item.ID]) -> ItemRecords {
        ItemRecords(items: ids.compactMap { shownItems[$0] })
    }

    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) -> Page<Item> {
        ItemSelection.page(of: shownItems.values, matching: filter, order: order, request: page)
    }

    public func counts(matching filter: ItemFilter) -> ItemCounts {
        ItemSelection.counts(of: shownItems.values, matching: filter)
    }

    public func counts(matching filter: ItemFilter, upTo limit: Int) -> ItemCounts {
        ItemSelection.counts(of: shownItems.values, matching: filter, upTo: limit)
    }

    public func item(withID id: Item.ID) -> Item? {
        shownItems[id]
    }

    public func insert(_ newItems: [NewItem]) throws -> [Item] {
        try insert(newItems, as: .edit)
    }

    public func insert(_ newItems: [NewItem], as kind: CommandKind) throws -> [Item] {
        try transaction(kind: kind) { state in try state.insert(newItems) }
    }

    public func save(_ saved: [Item]) throws {
        try transaction { state in try Self.upsert(saved, into: &state) }
    }

    public func update(_ changed: [Item]) throws {
        _ = try update(changed, adding: [])
    }

    public func update(_ changed: [Item], adding added: [NewItem]) throws -> [Item] {
        try transaction { state in try Self.replace(changed, adding: added, in: &state) }
    }

    private static func replace(_ changed: [Item], adding added: [NewItem], in state: inout Snapshot) throws
        -> [Item]
    {
        let missing = changed.map(\.id).filter { state.items[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        for item in changed {
            try state.requireOwner(item.ownerID)
            state.items[item.id] = state.items[item.id].map { item.identified(as: $0.uuid) } ?? item
        }
        return try state.insert(added)
    }

    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) throws -> RevisedItems<Outcome> {
        try transaction { state in
            let revision = try decide(ItemRecords(items: try Self.chosen(target, in: state)))
            guard !revision.isEmpty else { return RevisedItems(outcome: revision.outcome) }
            let added = try Self.replace(revision.updated, adding: revision.made, in: &state)
            return RevisedItems(outcome: revision.outcome, updated: revision.updated, added: added)
        }
    }

    public func deleteItems(_ target: ItemTarget) throws -> ItemRecords {
        try transaction { state in
            if case .ids(let ids) = target {
                let missing = ids.filter { state.items[$0] == nil }
                guard missing.isEmpty else { throw DomainError.missingItems(missing) }
            }
            let chosen = try Self.chosen(target, in: state)
            for item in chosen { state.items[item.id] = nil }
            return ItemRecords(items: chosen)
        }
    }

    /// The items `target` names in `state`: each id's once, or every item a filter admits, by id
    /// (a filter naming a user who does not exist is `DomainError.userNotFound`).
    private static func chosen(_ target: ItemTarget, in state: Snapshot) throws -> [Item] {
        switch target {
        case .ids(let ids):
            var seen = Set<Item.ID>()
            return ids.filter { seen.insert($0).inserted }.compactMap { state.items[$0] }
        case .matching(let filter):
            if case .user(let owner) = filter.owner { try state.requireOwner(owner) }
            return state.items.values.filter(filter.admits).sorted { $0.id.rawValue < $1.id.rawValue }
        }
    }

    public func replaceItems(
        matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with replacement: [Item]
    ) throws {
        try transaction { state in
            try Self.upsert(replacement, into: &state)
            let kept = Set(replacement.map(\.id))
            for item in state.items.values
            where ids.contains(item.id.rawValue) && filter.admits(item) && !kept.contains(item.id) {
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
