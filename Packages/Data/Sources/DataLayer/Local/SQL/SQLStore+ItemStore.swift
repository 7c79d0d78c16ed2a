import Domain

extension SQLStore: ItemStore {
    /// A page a cancelled task waits for is interrupted where it is (`interruptible`).
    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<
        Item
    > {
        try await interruptible { try itemsNow(matching: filter, order: order, page: page) }
    }

    private func itemsNow(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) throws -> Page<
        Item
    > {
        try access {
            connection.beginPage()
            var collector = PageCollector<Item>(page)
            switch order {
            case .relevance(let query):
                try collectRanked(matching: filter, query: query, reversed: false, into: &collector)
            case .reversed(.relevance(let query)):
                try collectRanked(matching: filter, query: query, reversed: true, into: &collector)
            case .backwards(let inner) where !inner.keepsPendingFirst:
                // Its exact mirror is a reverse (or the order itself), with the same keys.
                return try itemsNow(matching: filter, order: inner.fromTheEnd, page: page)
            default:
                guard let queries = Self.keysetQueries(matching: filter, order: order, after: page.cursor)
                else {
                    throw DomainError.notSupported(
                        reason: "this order cannot be read from \(Connection.dialect)")
                }
                var tags = StoredTagsMemo()
                for (query, keyset, prefix) in queries {
                    let missing = collector.missing
                    guard missing > 0 else { break }
                    try connection.run(query.sql, query.values + [.integer(missing)]) { row in
                        let stored = StoredItem(row, tags: &tags)
                        if let item = stored.item {
                            // Its key is made only if the page ends with it (`page(keysOf:)`).
                            collector.add(deferringKeysOf: item)
                            return
                        }
                        let keys =
                            prefix
                            + keyset.fallbackKeys(
                                id: row.integer(StoredItem.Column.id),
                                value: keyset.column == nil
                                    ? nil : row.optionalInteger(ItemQuerySQL.keysetColumn))
                        collector.add(stored, keys: SortKeys(array: keys))
                    }
                }
            }
            let listed = collector.page(keysOf: order.sortKey(of:))
            return page.includesNotes ? try withNotes(listed) : listed
        }
    }

    /// The queries of one page in a keyset order, each ending in `LIMIT ?` (the rows still
    /// missing), with the order its rows are sought in and the keys their sort keys start with:
    /// the cursor is the Domain's sort key of the last item shown. An order that keeps pending
    /// items first (a `--sort`, or a reverse) reads the pending items, then the done ones, each
    /// status sought on its own; `nil` for an order no keyset reads.
    static func keysetQueries(
        matching filter: ItemFilter, order: ItemOrder, after cursor: PageCursor?
    ) -> [(query: ItemQuerySQL, keyset: KeysetOrder, prefix: [Int])]? {
        let dialect = Connection.dialect
        switch order {
        case .pendingFirst:
            guard let keyset = KeysetOrder(order) else { return nil }
            return ItemQuerySQL.pendingFirstPage(matching: filter, after: cursor?.keys, dialect: dialect).map
            {
                ($0, keyset, [])
            }
        case .id:
            guard let keyset = KeysetOrder(order) else { return nil }
            return [
                (
                    // Before every id: a cache's items made offline have negative ones (`~1`).
                    ItemQuerySQL.idOrderedPage(
                        matching: filter, after: cursor?.keys.first ?? Int.min, dialect: dialect), keyset, []
                )
            ]
        case .backwards(let inner):
            // Done items first (their status key negated, -1), then pending ones (0), each status
            // sought by its order within a status, reversed.
            guard inner.keepsPendingFirst, let keyset = KeysetOrder(.reversed(Self.withinStatus(inner)))
            else {
                return keysetQueries(matching: filter, order: inner.fromTheEnd, after: cursor)
            }
            return statusQueries(
                matching: filter, keyset: keyset, after: cursor, statuses: [(.completed, -1), (.pending, 0)])
        default:
            guard let keyset = KeysetOrder(Self.withinStatus(order)) else { return nil }
            guard order.keepsPendingFirst else {
                return ItemQuerySQL.keysetPage(
                    matching: filter, order: keyset, after: cursor?.keys, dialect: dialect
                )
                .map { ($0, keyset, []) }
            }
            return statusQueries(
                matching: filter, keyset: keyset, after: cursor, statuses: [(.pending, 0), (.completed, 1)])
        }
    }

    /// One page of a search, from the matches ranked once (see `RankedSearch`). The rows past the
    /// ones kept whole are read afresh for their page: a match removed meanwhile is left out.
    private func collectRanked(
        matching filter: ItemFilter, query: SearchQuery, reversed: Bool,
        into collector: inout PageCollector<Item>
    ) throws {
        var filter = filter
        filter.search = query
        if collector.request.cursor == nil, !reversed,
            let best = try bestNameStartMatches(matching: filter, query: query, count: collector.missing)
        {
            for (row, key) in best { collector.add(row, keys: key.sortKeys) }
            return
        }
        let version = try connection.dataVersion()
        let ranked: RankedSearch
        if let cached = rankedSearch, cached.filter == filter, cached.query == query,
            cached.isReversed == reversed,
            version.map({ $0 == rankedSearchVersion }) ?? (collector.request.cursor != nil)
        {
            ranked = cached
        } else {
            ranked = try rank(matching: filter, query: query, reversed: reversed)
            rankedSearch = ranked
            rankedSearchVersion = version
        }
        let positions = ranked.positionsOfPage(after: collector.request.cursor, count: collector.missing)
        for position in positions.clamped(to: ranked.rows.indices) {
            collector.add(ranked.rows[position], keys: ranked.sortKeys(ranked.keys[position]))
        }
        let unkept = positions.clamped(to: ranked.rows.endIndex..<ranked.keys.endIndex)
        guard !unkept.isEmpty else { return }
        let byID = Dictionary(
            try storedRows(withIDs: ranked.keys[unkept].map { $0.id }).map { ($0.id, $0.row) },
            uniquingKeysWith: { first, _ in first })
        // A match removed between ranking and reading is skipped, as if it had never matched.
        for key in ranked.keys[unkept] {
            if let stored = byID[key.id] { collector.add(stored, keys: ranked.sortKeys(key)) }
        }
    }

    /// Every match of a search, best first. SQLite ranks them by the Domain's rule as an SQL
    /// function; PostgreSQL finds them through its trigram index and they are ranked here (the
    /// server cannot run the rule), the rows coming one at a time. Either way the keys are
    /// sorted here, and the best rows are kept whole as they are read: a search's pages are not
    /// read again by id (on PostgreSQL, a million-item search's 11,111 matches were read again
    /// in twelve round trips).
    private func rank(matching filter: ItemFilter, query: SearchQuery, reversed: Bool) throws -> RankedSearch
    {
        var matches = BestMatches(capacity: RankedSearch.matchesKeptWhole(isReversed: reversed))
        var tags = StoredTagsMemo()
        let isRankedInSQL = Connection.dialect == .sqlite
        let ranking =
            isRankedInSQL
            ? ItemQuerySQL.rankedMatches(matching: filter, query: query)
            : ItemQuerySQL.rankingRows(matching: filter)
        try connection.runStreaming(ranking.sql, ranking.values) { row in
            let rank: Int
            if isRankedInSQL {
                rank = row.integer(ItemQuerySQL.rankColumn)
                // Candidates that do not match rank `Int.max`.
                guard rank != Int.max else { return }
            } else {
                guard let found = SearchRank(ofText: row.text(StoredItem.Column.name), for: query) else {
                    return
                }
                rank = found.rawValue
            }
            let key = RankedSearch.Key(
                rank: rank, completed: row.integer(StoredItem.Column.isCompleted),
                id: row.integer(StoredItem.Column.id))
            matches.add(key) { StoredItem(row, tags: &tags) }
        }
        let (keys, rows) = matches.ordered()
        return RankedSearch(filter: filter, query: query, keys: keys, rows: rows, isReversed: reversed)
    }

    public func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        try await interruptible { try countsNow(matching: filter) }
    }

    public func counts(matching filter: ItemFilter, upTo limit: Int) async throws -> ItemCounts {
        try await interruptible {
            try access {
                let query = ItemQuerySQL.counts(matching: filter, upTo: limit, dialect: Connection.dialect)
                let (total, completed) =
                    try connection.rows(query.sql, query.values) { ($0.integer(0), $0.integer(1)) }.first ?? (
                        0, 0
                    )
                guard total > limit else { return ItemCounts(total: total, completed: completed) }
                return ItemCounts(total: limit, completed: min(completed, limit), isPartial: true)
            }
        }
    }

    private func countsNow(matching filter: ItemFilter) throws -> ItemCounts {
        try access {
            let query = ItemQuerySQL.counts(matching: filter, dialect: Connection.dialect)
            return try connection.rows(query.sql, query.values) {
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
}
