import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds the item queries from constant fragments, one per filter criterion and order; every
/// value is bound, never written into the SQL. Each combination is a distinct statement text, so
/// the database plans it with the right index (an `? IS NULL OR ...` catch-all would defeat them).
/// SQLite and PostgreSQL share every fragment but the tag and search conditions (``SQLDialect``);
/// parameters are written `?` (a PostgreSQL connection numbers them).
struct ItemQuerySQL {
    private(set) var sql: String
    private(set) var values: [SQLValue] = []
    private(set) var dialect: SQLDialect = .sqlite

    static let columns = StoredItem.selection

    /// Adds `fragment` to the statement, and `bound` to its values.
    mutating func append(_ fragment: String, _ bound: [SQLValue] = []) {
        sql += fragment
        values += bound
    }

    /// The queries that read a page in `pendingFirst` order, to run one after another until the
    /// page (plus one row, which tells whether another page follows) is full. Each ends in
    /// `LIMIT ?`, whose value the caller appends: how many rows are still missing.
    ///
    /// A page continues after the cursor, the sort key (is_completed, id) of the previous page's
    /// last item. SQLite seeks a row value `(a, b) > (?, ?)` through an index by `a` alone,
    /// reading every row after it; so the continuation is split into "the rest of this group"
    /// and "the groups after it", each an exact seek on `items_by_status`/`items_by_owner`.
    static func pendingFirstPage(
        matching filter: ItemFilter, after keys: [Int]?, dialect: SQLDialect = .sqlite
    ) -> [ItemQuerySQL] {
        let select = { Self.select($0, $1, $2, $3, orderBy: $4, limited: true, dialect: dialect) }
        guard let keys else {
            return [select(columns, filter, [], [], "items.is_completed, items.id")]
        }
        let (group, id) = (keys.first ?? 0, keys.dropFirst().first ?? 0)
        return [
            select(
                columns, filter, ["items.is_completed = ?", "items.id > ?"], [.integer(group), .integer(id)],
                "items.id"),
            select(
                columns, filter, ["items.is_completed > ?"], [.integer(group)], "items.is_completed, items.id"
            ),
        ]
    }

    /// The queries that read a page in a keyset order (see `KeysetOrder`), to run one after
    /// another until the page is full, each ending in `LIMIT ?`. Each selects the item's columns,
    /// then the order's column (`keysetColumn`), so a row that cannot be read still has a key.
    ///
    /// As for `pendingFirstPage`, the continuation after the cursor `(value, id)` is split into
    /// exact seeks: the rest of the cursor's value, the values after it, and the NULLs where they
    /// sort; the first page is the non-NULL values and the NULLs, in their order.
    static func keysetPage(
        matching filter: ItemFilter, order: KeysetOrder, after keys: [Int]?, dialect: SQLDialect = .sqlite
    ) -> [ItemQuerySQL] {
        let select = { Self.select($0, $1, $2, $3, orderBy: $4, limited: true, dialect: dialect) }
        let direction = order.isDescending ? " DESC" : ""
        let after = order.isDescending ? "<" : ">"
        let byID = "items.id\(direction)"
        guard let column = order.column else {
            let start: [SQLValue] = keys.map { [.integer(order.position(of: $0).id)] } ?? []
            return [
                select(columns, filter, keys == nil ? [] : ["items.id \(after) ?"], start, byID)
            ]
        }
        let selected = "\(columns), \(column)"
        let byValue = "\(column)\(direction), \(byID)"
        let nullsComeFirst = order.nullsFirst != order.isDescending
        let nulls = order.isNullable ? ["\(column) IS NULL"] : []
        let values = order.isNullable ? ["\(column) IS NOT NULL"] : []
        guard let keys else {
            let valued = select(selected, filter, values, [], byValue)
            guard order.isNullable else { return [valued] }
            let null = select(selected, filter, nulls, [], byID)
            return nullsComeFirst ? [null, valued] : [valued, null]
        }
        let (value, id) = order.position(of: keys)
        guard let value else {
            let restOfNulls = select(selected, filter, nulls + ["items.id \(after) ?"], [.integer(id)], byID)
            let valued = select(selected, filter, values, [], byValue)
            return nullsComeFirst ? [restOfNulls, valued] : [restOfNulls]
        }
        let sameValue = select(
            selected, filter, ["\(column) = ?", "items.id \(after) ?"], [value, .integer(id)], byID)
        let laterValues = select(selected, filter, ["\(column) \(after) ?"], [value], byValue)
        guard order.isNullable, !nullsComeFirst else { return [sameValue, laterValues] }
        return [sameValue, laterValues, select(selected, filter, nulls, [], byID)]
    }

    /// Where `keysetPage` puts the order's column: after the item's own columns.
    static let keysetColumn = Int32(StoredItem.Column.allCases.count)

    /// A page in id order after the id `after` (`Int.min` for the first page), ending in `LIMIT ?`.
    static func idOrderedPage(
        matching filter: ItemFilter, after id: Int, dialect: SQLDialect = .sqlite
    ) -> ItemQuerySQL {
        select(
            columns, filter, ["items.id > ?"], [.integer(id)], orderBy: "items.id", limited: true,
            dialect: dialect)
    }

    /// Every item a search admits, its columns, then its rank, in no order: the rank is the
    /// Domain's rule computed for each candidate, so no index can order by it, and the store
    /// sorts the keys itself (`BestMatches`) rather than have SQLite sort whole rows.
    static func rankedMatches(matching filter: ItemFilter, query: SearchQuery) -> ItemQuerySQL {
        var ranked = ItemQuerySQL(sql: "SELECT \(columns), crew_rank(items.name, ?) FROM items")
        ranked.values = [.text(query.value)]
        // The rank says "no match" itself (`Int.max`, which the reader skips), so the Domain's
        // rule runs once per candidate, not once to filter and again to rank.
        ranked.appendWhere(filter, checkingMatches: false)
        return ranked
    }

    /// Where `rankedMatches` puts the rank: after the item's own columns.
    static let rankColumn = Int32(StoredItem.Column.allCases.count)

    /// Every item a search admits (`filter.search`), in no order: a PostgreSQL store ranks them
    /// by the Domain's rule, which the server cannot run, keeping the best rows whole.
    static func rankingRows(matching filter: ItemFilter) -> ItemQuerySQL {
        select(columns, filter, dialect: .postgres)
    }

    /// The query with the value of its closing `LIMIT ?` bound.
    func limited(to limit: Int) -> ItemQuerySQL {
        var query = self
        query.values.append(.integer(limit))
        return query
    }

    /// How many items the filter admits and how many of them are done.
    static func counts(matching filter: ItemFilter, dialect: SQLDialect = .sqlite) -> ItemQuerySQL {
        select("count(*), coalesce(sum(items.is_completed), 0)", filter, dialect: dialect)
    }

    /// How many items the filter admits and how many of them are done, reading no more than
    /// `limit + 1` of them (one past the limit tells that there are more).
    static func counts(matching filter: ItemFilter, upTo limit: Int, dialect: SQLDialect = .sqlite)
        -> ItemQuerySQL
    {
        let admitted = select("items.is_completed AS done", filter, limited: true, dialect: dialect)
            .limited(to: limit + 1)
        return ItemQuerySQL(
            sql: "SELECT count(*), coalesce(sum(done), 0) FROM (\(admitted.sql)) AS admitted",
            values: admitted.values, dialect: dialect)
    }

    /// The ids of the items the filter admits, among those in `range`.
    static func ids(
        matching filter: ItemFilter, in range: ClosedRange<Int>, dialect: SQLDialect = .sqlite
    ) -> ItemQuerySQL {
        select(
            "items.id", filter, ["items.id >= ?", "items.id <= ?"],
            [.integer(range.lowerBound), .integer(range.upperBound)], dialect: dialect)
    }

    static func select(
        _ columns: String, _ filter: ItemFilter, _ conditions: [String] = [], _ values: [SQLValue] = [],
        orderBy: String? = nil, limited: Bool = false, dialect: SQLDialect = .sqlite
    ) -> ItemQuerySQL {
        var query = ItemQuerySQL(sql: "SELECT \(columns) FROM items", dialect: dialect)
        query.appendWhere(filter, extraConditions: conditions, extraValues: values)
        if let orderBy { query.sql += " ORDER BY \(orderBy)" }
        if limited { query.sql += " LIMIT ?" }
        return query
    }

    mutating func appendWhere(
        _ filter: ItemFilter, extraConditions: [String] = [], extraValues: [SQLValue] = [],
        checkingMatches: Bool = true
    ) {
        var conditions: [String] = []
        switch filter.status {
        case .all: break
        case .pending: conditions.append("items.is_completed = 0")
        case .completed: conditions.append("items.is_completed = 1")
        }
        switch filter.owner {
        case .anyone: break
        case .user(let id):
            conditions.append("items.owner_id = ?")
            values.append(.integer(id.rawValue))
        case .nobody: conditions.append("items.owner_id IS NULL")
        }
        if let dueBefore = filter.dueBefore {
            conditions.append("items.due < ?")
            values.append(.integer(dueBefore.dayNumber))
        }
        if let dueAfter = filter.dueAfter {
            conditions.append("items.due > ?")
            values.append(.integer(dueAfter.dayNumber))
        }
        if let priority = filter.priority {
            conditions.append("items.priority = ?")
            values.append(.integer(priority.rank))
        }
        let completed = Self.completionConditions(filter)
        (conditions, values) = (conditions + completed.conditions, values + completed.values)
        // All of them: one indexed lookup in `item_tags` per tag (PostgreSQL: one containment
        // test of the tags' JSON array, through its GIN index).
        for tag in filter.tags {
            switch dialect {
            case .sqlite:
                conditions.append("items.id IN (SELECT item_id FROM item_tags WHERE tag = ?)")
                values.append(.text(tag.value))
            case .postgres:
                conditions.append("items.tags @> ?::jsonb")
                // A tag holds only `a-z0-9-_`: it needs no escaping in JSON.
                values.append(.text("[\"\(tag.value)\"]"))
            }
        }
        if let search = filter.search, dialect == .postgres {
            // The folded name holds the Domain's folding: "contains the folded query" (one
            // character: "a word starts with it"; several words: it, or each word by the same
            // rule) is the Domain's rule, through the trigram index.
            let (condition, patterns) = Self.nameMatch(search)
            conditions.append(condition)
            values += patterns.map(SQLValue.text)
        } else if let search = filter.search {
            // The trigram index holds the folded names (`name_key`) and needs three code points of
            // a word; shorter ones are checked row by row. Every word is in a name that matches
            // (the query together holds each too), so the index narrows by all of them.
            let phrases = search.words.map(SearchFolding.folded).filter { $0.unicodeScalars.count >= 3 }
            if !phrases.isEmpty {
                conditions.append("items.id IN (SELECT rowid FROM items_search WHERE items_search MATCH ?)")
                values.append(.text(phrases.map(Self.phrase).joined(separator: " AND ")))
            }
            // The index finds candidates; the Domain's own rule decides.
            if checkingMatches {
                conditions.append("crew_contains(items.name, ?)")
                values.append(.text(search.value))
            }
        }
        conditions += extraConditions
        values += extraValues
        if !conditions.isEmpty {
            sql += " WHERE " + conditions.joined(separator: " AND ")
        }
    }
}
