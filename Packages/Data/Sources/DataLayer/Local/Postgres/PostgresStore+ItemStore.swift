import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PostgresStore: ItemStore {
    private static let columns = StoredItem.selection

    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) throws -> Page<Item> {
        try access {
            var collector = PageCollector<Item>(page)
            switch order {
            case .relevance(let query):
                try collectRanked(matching: filter, query: query, reversed: false, into: &collector)
            case .reversed(.relevance(let query)):
                try collectRanked(matching: filter, query: query, reversed: true, into: &collector)
            default:
                guard let keyset = KeysetOrder(order) else {
                    throw DomainError.notSupported(reason: "this order cannot be read from PostgreSQL")
                }
                for query in Self.keysetQueries(
                    matching: filter, order: order, keyset: keyset, after: page.cursor)
                {
                    let missing = collector.missing
                    guard missing > 0 else { break }
                    let statement = PostgresStatement(query, limit: missing)
                    try connection.run(statement.sql, statement.values) { row in
                        let stored = StoredItem(row)
                        let keys =
                            stored.item.map(order.sortKey(of:))
                            ?? keyset.fallbackKeys(
                                id: row.integer(StoredItem.Column.id),
                                value: keyset.column == nil
                                    ? nil : row.optionalInteger(ItemQuerySQL.keysetColumn))
                        collector.add(stored, keys: SortKeys(array: keys))
                    }
                }
            }
            return collector.page
        }
    }

    /// The statements behind a page (their `LIMIT` bound to the page's size and one), for
    /// `plans(of:order:page:)`.
    func statements(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) throws
        -> [PostgresStatement]
    {
        switch order {
        case .relevance(let query), .reversed(.relevance(let query)):
            return [PostgresStatement(Self.rankingQuery(matching: filter, query: query))]
        default:
            guard let keyset = KeysetOrder(order) else { return [] }
            return Self.keysetQueries(matching: filter, order: order, keyset: keyset, after: page.cursor).map
            {
                PostgresStatement($0, limit: page.limit + 1)
            }
        }
    }

    /// The queries of one page in a keyset order: the same fragments SQLite runs, in
    /// PostgreSQL's dialect (the cursor is the Domain's sort key of the last item shown).
    private static func keysetQueries(
        matching filter: ItemFilter, order: ItemOrder, keyset: KeysetOrder, after cursor: PageCursor?
    ) -> [ItemQuerySQL] {
        switch order {
        case .pendingFirst:
            ItemQuerySQL.pendingFirstPage(matching: filter, after: cursor?.keys, dialect: .postgres)
        case .id:
            [ItemQuerySQL.idOrderedPage(matching: filter, after: cursor?.keys.first ?? 0, dialect: .postgres)]
        default:
            ItemQuerySQL.keysetPage(matching: filter, order: keyset, after: cursor?.keys, dialect: .postgres)
        }
    }

    /// Every match's id, status and name: the server finds them through the trigram index; the
    /// Domain's rule ranks them here (no index can order by it).
    private static func rankingQuery(matching filter: ItemFilter, query: SearchQuery) -> ItemQuerySQL {
        var filter = filter
        filter.search = query
        return ItemQuerySQL.select(
            "items.id, items.is_completed, items.name", filter, dialect: .postgres)
    }

    /// One page of a search: every match ranked by `SearchRank`, then the page's rows read by id.
    /// A first page ranks the matches; the pages after it continue that ranking (ranking a million
    /// matches again for each page made a long listing quadratic). The rows themselves are read
    /// afresh for every page: a match another client removed meanwhile is left out, a renamed one
    /// shows its new name where the listing had ranked it.
    private func collectRanked(
        matching filter: ItemFilter, query: SearchQuery, reversed: Bool,
        into collector: inout PageCollector<Item>
    ) throws {
        var filter = filter
        filter.search = query
        let ranked: RankedSearch
        if collector.request.cursor != nil, let cached = rankedSearch, cached.filter == filter,
            cached.query == query, cached.isReversed == reversed
        {
            ranked = cached
        } else {
            let ranking = PostgresStatement(Self.rankingQuery(matching: filter, query: query))
            var keys: [RankedSearch.Key] = []
            try connection.run(ranking.sql, ranking.values) { row in
                guard let rank = SearchRank(ofText: row.text(2), for: query) else { return }
                keys.append(
                    RankedSearch.Key(rank: rank.rawValue, completed: row.integer(1), id: row.integer(0)))
            }
            keys.sort()
            ranked = RankedSearch(filter: filter, query: query, keys: keys, rows: [], isReversed: reversed)
            rankedSearch = ranked
        }
        let positions = ranked.positionsOfPage(after: collector.request.cursor, count: collector.missing)
        guard !positions.isEmpty else { return }
        var byID: [Int: StoredItem] = [:]
        try connection.run(
            "SELECT \(Self.columns) FROM items WHERE items.id = ANY($1::bigint[])",
            [Self.array(ranked.keys[positions].map(\.id))]
        ) { byID[$0.integer(StoredItem.Column.id)] = StoredItem($0) }
        // A match removed between ranking and reading is skipped, as if it had never matched.
        for key in ranked.keys[positions] {
            if let stored = byID[key.id] { collector.add(stored, keys: ranked.sortKeys(key)) }
        }
    }

    public func counts(matching filter: ItemFilter) throws -> ItemCounts {
        try access {
            let statement = PostgresStatement(ItemQuerySQL.counts(matching: filter, dialect: .postgres))
            return try connection.rows(statement.sql, statement.values) {
                ItemCounts(total: $0.integer(0), completed: $0.integer(1))
            }.first ?? ItemCounts(total: 0, completed: 0)
        }
    }

    /// Throws `DomainError.damagedItem` for a row whose name breaks the rules.
    public func item(withID id: Item.ID) throws -> Item? {
        let found = try items(withIDs: [id])
        if let damaged = found.damaged.first { throw DomainError.damagedItem(damaged.id, damaged.problem) }
        return found.items.first
    }

    public func items(withIDs ids: [Item.ID]) throws -> ItemRecords {
        try access { try records(withIDs: ids) }
    }

    func records(withIDs ids: [Item.ID]) throws -> ItemRecords {
        var records = ItemRecords(items: [])
        guard !ids.isEmpty else { return records }
        try connection.run(
            "SELECT \(Self.columns) FROM items WHERE items.id = ANY($1::bigint[])",
            [Self.array(ids.map(\.rawValue))]
        ) { records.add(StoredItem($0)) }
        return records
    }

    public func insert(_ items: [NewItem]) throws -> [Item] {
        try insert(items, as: .edit)
    }

    public func insert(_ items: [NewItem], as kind: ChangeKind) throws -> [Item] {
        try change(kind: kind) { try insertRows(items) }
    }

    /// Inserts inside the caller's transaction: each item under its requested id or the next one
    /// of the sequence (past every id ever handed out, whoever took it).
    func insertRows(_ drafts: [NewItem]) throws -> [Item] {
        guard !drafts.isEmpty else { return [] }
        // An identity a draft brought along (an imported listing) may be taken; a new one is not.
        if let taken = try existingIdentities(drafts.compactMap(\.uuid)).first {
            throw DomainError.itemIdentityTaken(taken)
        }
        let items = drafts.map { $0.identified() }
        try requireOwners(items.map(\.ownerID))
        if items.count > 1, items.allSatisfy({ $0.requestedID == nil }) { return try insertBatched(items) }
        if items.count > 1, items.allSatisfy({ $0.requestedID != nil }) { return try insertRequested(items) }
        var stored: [Item] = []
        for item in items {
            // The row's values with a placeholder id: the statement asks the sequence for one
            // when no id was requested.
            let values = Array(
                StoredItem.values(item.stored(as: try item.requestedID ?? Item.ID(validating: 1))).dropFirst()
            )
            let raw: Int?
            do {
                raw = try connection.integer(
                    "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES (coalesce($1::bigint, nextval('item_ids')), "
                        + "$2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
                    [.optionalInteger(item.requestedID?.rawValue)] + values)
            } catch let failure as PostgresFailure where failure.isUniqueViolation {
                // A requested id that is taken. An id from the sequence is taken only when another
                // client stored a requested id past the sequence a moment before moving it on:
                // the change runs again and draws a later one.
                guard let requested = item.requestedID else { throw PostgresFailure.raced(failure) }
                throw DomainError.itemAlreadyExists(requested)
            } catch let failure as PostgresFailure where failure.sqlState == "2200H" {
                throw StoreError.noIDLeft(kind: "item")
            } catch let failure as PostgresFailure where failure.isForeignKeyViolation {
                guard let owner = item.ownerID else { throw failure }
                throw DomainError.userNotFound(owner)
            }
            guard let raw, let id = Item.ID(rawValue: raw) else { throw StoreError.noIDLeft(kind: "item") }
            // The next item without a requested id comes after this one, as with AUTOINCREMENT.
            if let requested = item.requestedID { try moveSequence("item_ids", past: requested.rawValue) }
            stored.append(item.stored(as: id))
        }
        return stored
    }

    /// Many new items (an import): their ids taken from the sequence in one round trip, in
    /// increasing order, then the rows inserted 500 to a statement.
    private func insertBatched(_ items: [NewItem]) throws -> [Item] {
        let raw = try connection.rows(
            "SELECT nextval('item_ids') FROM generate_series(1, $1)", [.integer(items.count)]
        ) { $0.integer(0) }.sorted()
        let ids = try raw.map { value in
            guard let id = Item.ID(rawValue: value) else { throw StoreError.noIDLeft(kind: "item") }
            return id
        }
        guard ids.count == items.count else { throw StoreError.noIDLeft(kind: "item") }
        let stored = zip(items, ids).map { $0.stored(as: $1) }
        try insertStored(stored)
        return stored
    }

    /// Many items that keep the ids they ask for (a backup restored into an empty store): each
    /// id checked once, the rows inserted 500 to a statement, the sequence moved past them.
    private func insertRequested(_ items: [NewItem]) throws -> [Item] {
        let stored = items.compactMap { item in item.requestedID.map { item.stored(as: $0) } }
        var seen = Set<Item.ID>()
        if let twice = stored.first(where: { !seen.insert($0.id).inserted }) {
            throw DomainError.itemAlreadyExists(twice.id)
        }
        let taken = Set(
            try connection.rows(
                "SELECT id FROM items WHERE id = ANY($1::bigint[])", [Self.array(stored.map(\.id.rawValue))]
            ) { $0.integer(0) })
        if let first = stored.first(where: { taken.contains($0.id.rawValue) }) {
            throw DomainError.itemAlreadyExists(first.id)
        }
        try insertStored(stored)
        try moveSequence("item_ids", past: stored.map(\.id.rawValue).max() ?? 0)
        return stored
    }

    /// Inserts items whose ids are known, 500 to a statement. A taken id here means another
    /// client took it since this change looked: the change runs again and sees it.
    private func insertStored(_ stored: [Item]) throws {
        do {
            try connection.runBatched(
                "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ", stored.map(StoredItem.values))
        } catch let failure as PostgresFailure where failure.isForeignKeyViolation {
            // An owner removed by another client since `requireOwners` looked.
            guard let owner = stored.compactMap(\.ownerID).first else { throw failure }
            throw DomainError.userNotFound(owner)
        } catch let failure as PostgresFailure where failure.isUniqueViolation {
            throw PostgresFailure.raced(failure)
        }
    }

    /// Which of `uuids` items already have.
    func existingIdentities(_ uuids: [UUID]) throws -> Set<UUID> {
        guard !uuids.isEmpty else { return [] }
        let list = "{" + uuids.map { $0.uuidString.lowercased() }.joined(separator: ",") + "}"
        return Set(
            try connection.rows("SELECT uuid::text FROM items WHERE uuid = ANY($1::uuid[])", [.text(list)]) {
                UUID(uuidString: $0.text(0))
            }.compactMap { $0 })
    }

    /// Makes the sequence hand out ids past `id` (an id an import or a remote chose), as SQLite's
    /// AUTOINCREMENT does. It only ever moves forwards. A client that drew an id from the sequence
    /// between the row's insert and this move meets the row (a unique violation) and runs its
    /// change again (see `PostgresFailure.raced`).
    func moveSequence(_ sequence: StaticString, past id: Int) throws {
        guard id > 0 else { return }
        try connection.run(
            "SELECT setval('\(sequence)', $1) FROM \(sequence) WHERE NOT is_called OR last_value < $1",
            [.integer(id)])
    }

    /// Every owner a batch names exists; checked once, so the error names the owner where the
    /// foreign key would only say that a constraint failed (the key still holds under races).
    func requireOwners(_ owners: [User.ID?]) throws {
        let named = owners.compactMap { $0 }
        guard !named.isEmpty else { return }
        let existing = Set(
            try connection.rows(
                "SELECT id FROM users WHERE id = ANY($1::bigint[])", [Self.array(named.map(\.rawValue))]
            ) { $0.integer(0) })
        if let missing = named.first(where: { !existing.contains($0.rawValue) }) {
            throw DomainError.userNotFound(missing)
        }
    }

    public func save(_ items: [Item]) throws {
        try change { try upsert(items) }
    }

    /// Writes only the columns an item changes, as the SQLite store does.
    public func update(_ items: [Item]) throws {
        try change {
            let records = try records(withIDs: items.map(\.id))
            var current: [Item.ID: [SQLValue]] = [:]
            for item in records.items { current[item.id] = StoredItem.values(item) }
            var missing: [Item.ID] = []
            for item in items {
                let changes = StoredItem.changes(writing: item, over: current[item.id])
                guard !changes.isEmpty else { continue }
                let assignments = changes.enumerated().map { "\($1.column) = $\($0 + 1)" }
                let updated: Int
                do {
                    updated = try connection.run(
                        "UPDATE items SET " + assignments.joined(separator: ", ")
                            + " WHERE id = $\(changes.count + 1)",
                        changes.map(\.value) + [.integer(item.id.rawValue)])
                } catch let failure as PostgresFailure where failure.isForeignKeyViolation {
                    guard let owner = item.ownerID else { throw failure }
                    throw DomainError.userNotFound(owner)
                }
                if updated == 0 { missing.append(item.id) }
            }
            guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        }
    }

    public func deleteItems(_ ids: [Item.ID]) throws -> [Item] {
        try change {
            let records = try records(withIDs: ids)
            let missing = records.missing(among: ids)
            guard missing.isEmpty else { throw DomainError.missingItems(missing) }
            let found = records.byID
            try connection.run(
                "DELETE FROM items WHERE id = ANY($1::bigint[])", [Self.array(ids.map(\.rawValue))])
            return ids.compactMap { found[$0] }
        }
    }

    public func replaceItems(matching filter: ItemFilter, with items: [Item]) throws {
        try change {
            try upsert(items)
            let kept = Set(items.map(\.id.rawValue))
            let query = PostgresStatement(ItemQuerySQL.ids(matching: filter, dialect: .postgres))
            let gone = try connection.rows(query.sql, query.values) { $0.integer(0) }.filter {
                !kept.contains($0)
            }
            if !gone.isEmpty {
                try connection.run("DELETE FROM items WHERE id = ANY($1::bigint[])", [Self.array(gone)])
            }
        }
    }

    private func upsert(_ items: [Item]) throws {
        guard !items.isEmpty else { return }
        try requireOwners(items.map(\.ownerID))
        // One row per id: a statement may not update the same row twice.
        var latest: [Item.ID: Item] = [:]
        for item in items { latest[item.id] = item }
        try connection.runBatched(
            "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ",
            latest.values.sorted { $0.id.rawValue < $1.id.rawValue }.map(StoredItem.values),
            tail: " ON CONFLICT (id) DO UPDATE SET \(StoredItem.upsertAssignments)")
        try moveSequence("item_ids", past: items.map(\.id.rawValue).max() ?? 0)
    }
}
