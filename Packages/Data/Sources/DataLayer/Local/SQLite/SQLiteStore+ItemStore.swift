import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteStore: ItemStore {
    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) throws -> Page<Item> {
        connection.resetStatistics()
        var collector = PageCollector<Item>(page)
        switch order {
        case .pendingFirst: try collectPendingFirst(matching: filter, into: &collector)
        case .relevance(let query): try collectRanked(matching: filter, query: query, into: &collector)
        case .reversed(.relevance(let query)):
            try collectRanked(matching: filter, query: query, reversed: true, into: &collector)
        case .id:
            let query = ItemQuerySQL.idOrderedPage(matching: filter, after: page.cursor?.keys.first ?? 0)
            try connection.run(query.sql, query.values + [.integer(page.limit + 1)]) {
                collector.add(StoredItem($0), keys: SortKeys($0.integer(StoredItem.Column.id)))
            }
        case .sorted, .reversed:
            guard let keyset = KeysetOrder(order) else {
                throw DomainError.notSupported(reason: "this order cannot be read from SQLite")
            }
            try collectKeyset(matching: filter, order: order, keyset: keyset, into: &collector)
        }
        return collector.page
    }

    /// One page in an order a person asked for (`--sort`, `--reverse`), through its index.
    private func collectKeyset(
        matching filter: ItemFilter, order: ItemOrder, keyset: KeysetOrder,
        into collector: inout PageCollector<Item>
    ) throws {
        for segment in ItemQuerySQL.keysetPage(
            matching: filter, order: keyset, after: collector.request.cursor?.keys)
        {
            let missing = collector.missing
            guard missing > 0 else { break }
            try connection.run(segment.sql, segment.values + [.integer(missing)]) { row in
                let stored = StoredItem(row)
                let keys =
                    stored.item.map(order.sortKey(of:))
                    ?? keyset.fallbackKeys(
                        id: row.integer(StoredItem.Column.id),
                        value: keyset.column == nil ? nil : row.optionalInteger(ItemQuerySQL.keysetColumn))
                collector.add(stored, keys: SortKeys(array: keys))
            }
        }
    }

    private func collectPendingFirst(matching filter: ItemFilter, into collector: inout PageCollector<Item>)
        throws
    {
        for segment in ItemQuerySQL.pendingFirstPage(matching: filter, after: collector.request.cursor?.keys)
        {
            let missing = collector.missing
            guard missing > 0 else { break }
            try connection.run(segment.sql, segment.values + [.integer(missing)]) {
                collector.add(
                    StoredItem($0),
                    keys: SortKeys(
                        $0.integer(StoredItem.Column.isCompleted) != 0 ? 1 : 0,
                        $0.integer(StoredItem.Column.id)))
            }
        }
    }

    /// One page of a search, from the matches ranked once (see `RankedSearch`).
    private func collectRanked(
        matching filter: ItemFilter, query: SearchQuery, reversed: Bool = false,
        into collector: inout PageCollector<Item>
    ) throws {
        let version = DatabaseVersion(
            dataVersion: try connection.integer("PRAGMA data_version") ?? 0,
            ownChanges: connection.totalChanges)
        var filter = filter
        filter.search = query
        let ranked: RankedSearch
        if let cached = rankedSearch, cached.filter == filter, cached.query == query,
            rankedSearchVersion == version, cached.isReversed == reversed
        {
            ranked = cached
        } else {
            let sql = ItemQuerySQL.rankedMatches(matching: filter, query: query)
            var keys: [RankedSearch.Key] = []
            var rows: [StoredItem] = []
            try connection.run(sql.sql, sql.values) { row in
                let rank = row.integer(ItemQuerySQL.rankColumn)
                // Candidates that do not match rank `Int.max`, after every match.
                guard rank != Int.max else { return }
                keys.append(
                    RankedSearch.Key(
                        rank: rank, completed: row.integer(StoredItem.Column.isCompleted),
                        id: row.integer(StoredItem.Column.id)))
                if rows.count < RankedSearch.matchesKeptWhole { rows.append(StoredItem(row)) }
            }
            ranked = RankedSearch(filter: filter, query: query, keys: keys, rows: rows, isReversed: reversed)
            rankedSearch = ranked
            rankedSearchVersion = version
        }
        let positions = ranked.positionsOfPage(after: collector.request.cursor, count: collector.missing)
        let kept = positions.clamped(to: ranked.rows.indices)
        for position in kept {
            collector.add(ranked.rows[position], keys: ranked.sortKeys(ranked.keys[position]))
        }
        let unkept = positions.clamped(to: ranked.rows.endIndex..<ranked.keys.endIndex)
        guard !unkept.isEmpty else { return }
        let json = "[" + ranked.keys[unkept].map { String($0.id) }.joined(separator: ",") + "]"
        var byID: [Int: StoredItem] = [:]
        try connection.run(ItemQuerySQL.itemsWithIDs, [.text(json)]) {
            byID[$0.integer(StoredItem.Column.id)] = StoredItem($0)
        }
        // A match removed between ranking and reading is skipped, as if it had never matched.
        for key in ranked.keys[unkept] {
            if let stored = byID[key.id] { collector.add(stored, keys: ranked.sortKeys(key)) }
        }
    }

    public func counts(matching filter: ItemFilter) throws -> ItemCounts {
        let query = ItemQuerySQL.counts(matching: filter)
        let counts = try connection.rows(query.sql, query.values) {
            ItemCounts(total: $0.integer(0), completed: $0.integer(1))
        }
        return counts.first ?? ItemCounts(total: 0, completed: 0)
    }

    /// Throws `DomainError.damagedItem` for a row whose name breaks the rules.
    public func item(withID id: Item.ID) throws -> Item? {
        let found = try items(withIDs: [id])
        if let damaged = found.damaged.first { throw DomainError.damagedItem(damaged.id, damaged.problem) }
        return found.items.first
    }

    public func items(withIDs ids: [Item.ID]) throws -> ItemRecords {
        guard !ids.isEmpty else { return ItemRecords(items: []) }
        var records = ItemRecords(items: [])
        try connection.run(ItemQuerySQL.itemsWithIDs, [.text(Self.jsonArray(ids))]) {
            records.add(StoredItem($0))
        }
        return records
    }

    public func insert(_ items: [NewItem]) throws -> [Item] {
        try insert(items, as: .edit)
    }

    public func insert(_ items: [NewItem], as kind: ChangeKind) throws -> [Item] {
        try change(kind: kind) { try insertRows(items) }
    }

    /// Inserts inside the caller's transaction (a change of its own, or part of an import), many
    /// rows to a statement (see `SQLiteConnection.runBatched`).
    func insertRows(_ drafts: [NewItem]) throws -> [Item] {
        guard !drafts.isEmpty else { return [] }
        // An identity a draft brought along (an imported listing) may be taken; a new one is not.
        if let taken = try existingIdentities(drafts.compactMap(\.uuid)).first {
            throw DomainError.itemIdentityTaken(taken)
        }
        let items = drafts.map { $0.identified() }
        try requireOwners(items.map(\.ownerID))
        let ids = try identifiers(for: items)
        try connection.runBatched(
            "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ",
            zip(ids, items).map { id, item in StoredItem.values(item.stored(as: id)) })
        return zip(items, ids).map { $0.stored(as: $1) }
    }

    /// Which of `uuids` items already have.
    func existingIdentities(_ uuids: [UUID]) throws -> Set<UUID> {
        guard !uuids.isEmpty else { return [] }
        let texts = uuids.map { "\"" + $0.uuidString.lowercased() + "\"" }.joined(separator: ",")
        return Set(
            try connection.rows(
                "SELECT uuid FROM items WHERE uuid IN (SELECT value FROM json_each(?))",
                [.text("[" + texts + "]")]
            ) {
                $0.optionalText(0).flatMap(UUID.init(uuidString:))
            }.compactMap { $0 })
    }

    /// The id each new item gets, the way AUTOINCREMENT would give them one row at a time: a
    /// requested id as it is, any other one past the highest id the table ever held (its
    /// `sqlite_sequence` entry, its rows, the batch so far). Knowing them first is what lets one
    /// statement insert many rows. The write lock is held, so nobody else takes an id meanwhile.
    private func identifiers(for items: [NewItem]) throws -> [Item.ID] {
        let requested = items.compactMap(\.requestedID)
        let taken = Set(
            requested.isEmpty
                ? []
                : try connection.rows(
                    "SELECT id FROM items WHERE id IN (SELECT value FROM json_each(?))",
                    [.text(Self.jsonArray(requested))]
                ) { $0.integer(0) })
        var highest =
            try connection.integer(
                "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'items'), 0), "
                    + "coalesce((SELECT max(id) FROM items), 0))") ?? 0
        var used = Set<Int>()
        return try items.map { item in
            let raw: Int
            if let id = item.requestedID {
                raw = id.rawValue
                guard !taken.contains(raw), used.insert(raw).inserted else {
                    throw DomainError.itemAlreadyExists(id)
                }
            } else {
                let (next, overflow) = highest.addingReportingOverflow(1)
                guard !overflow else { throw StoreError.noIDLeft(kind: "item") }
                raw = next
                used.insert(raw)
            }
            highest = max(highest, raw)
            return try Self.assignedIdentifier(raw, kind: "item")
        }
    }

    /// Every owner a batch names exists; checked once, so the error names the owner where the
    /// foreign key would only say that a constraint failed.
    func requireOwners(_ owners: [User.ID?]) throws {
        let named = owners.compactMap { $0 }
        guard !named.isEmpty else { return }
        let existing = Set(
            try connection.rows(
                "SELECT id FROM users WHERE id IN (SELECT value FROM json_each(?))",
                [.text(Self.jsonArray(named))]
            ) { $0.integer(0) })
        if let missing = named.first(where: { !existing.contains($0.rawValue) }) {
            throw DomainError.userNotFound(missing)
        }
    }

    public func save(_ items: [Item]) throws {
        try change { try upsert(items) }
    }

    /// Writes only the columns an item changes: every column written is an entry rewritten in
    /// each index that holds it (seven of them), so completing an item touches the status and
    /// owner indexes, not the due, priority, created and name ones.
    public func update(_ items: [Item]) throws {
        try change {
            let records = try self.items(withIDs: items.map(\.id))
            var current: [Item.ID: [SQLValue]] = [:]
            for item in records.items { current[item.id] = StoredItem.values(item) }
            var missing: [Item.ID] = []
            for item in items {
                let changes = StoredItem.changes(writing: item, over: current[item.id])
                guard !changes.isEmpty else { continue }
                try requiringOwner(item.ownerID) {
                    try connection.run(
                        "UPDATE items SET " + changes.map { "\($0.column) = ?" }.joined(separator: ", ")
                            + " WHERE id = ?",
                        changes.map(\.value) + [.integer(item.id.rawValue)])
                }
                if connection.changes == 0 { missing.append(item.id) }
            }
            guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        }
    }

    public func deleteItems(_ ids: [Item.ID]) throws -> [Item] {
        try change {
            let records = try items(withIDs: ids)
            let missing = records.missing(among: ids)
            guard missing.isEmpty else { throw DomainError.missingItems(missing) }
            let found = records.byID
            try connection.run(
                "DELETE FROM items WHERE id IN (SELECT value FROM json_each(?))", [.text(Self.jsonArray(ids))]
            )
            return ids.compactMap { found[$0] }
        }
    }

    public func replaceItems(matching filter: ItemFilter, with items: [Item]) throws {
        try change {
            try upsert(items)
            let kept = Set(items.map(\.id.rawValue))
            let query = ItemQuerySQL.ids(matching: filter)
            let gone = try connection.rows(query.sql, query.values, { $0.integer(0) }).filter {
                !kept.contains($0)
            }
            if !gone.isEmpty {
                try connection.run(
                    "DELETE FROM items WHERE id IN (SELECT value FROM json_each(?))",
                    [.text("[" + gone.map(String.init).joined(separator: ",") + "]")])
            }
        }
    }

    private func upsert(_ items: [Item]) throws {
        try requireOwners(items.map(\.ownerID))
        try connection.runBatched(
            "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ", items.map(StoredItem.values),
            tail: " ON CONFLICT (id) DO UPDATE SET \(StoredItem.upsertAssignments)")
    }

    private func requiringOwner(_ owner: User.ID?, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch let error where SQLiteConstraint(error) == .foreignKey {
            // Only an owner can break the items' one foreign key.
            guard let owner else { throw error }
            throw DomainError.userNotFound(owner)
        }
    }

    /// Ids as one JSON array, bound as a single value and read with `json_each`.
    static func jsonArray<Entity>(_ ids: [Identifier<Entity>]) -> String {
        "[" + ids.map(\.description).joined(separator: ",") + "]"
    }

}
