import Domain
import Foundation

/// Builds the item queries from constant fragments, one per filter criterion and order; every
/// value is bound, never written into the SQL. Each combination is a distinct statement text, so
/// SQLite plans it with the right index (an `? IS NULL OR ...` catch-all would defeat them).
struct ItemQuerySQL {
    private(set) var sql: String
    private(set) var values: [SQLiteValue] = []

    private static let columns = "items.id, items.name, items.is_completed, items.owner_id"

    /// The queries that read a page of items in order, to run one after another until the page
    /// (plus one row, which tells whether another page follows) is full. Each ends in `LIMIT ?`,
    /// whose value the caller appends: how many rows are still missing.
    ///
    /// A page continues after the cursor, the sort key of `ItemOrder.sortKey` of the previous
    /// page's last item. For `pendingFirst` that key is (is_completed, id), and SQLite seeks a row
    /// value `(a, b) > (?, ?)` through the index by `a` alone, reading every row after it; so the
    /// continuation is split into "the rest of this group" and "the groups after it", each an
    /// exact seek on `items_by_status`/`items_by_owner`. A search ranks by a computed key no index
    /// holds; its matches are few, and a row-value comparison over them is enough.
    static func pageSegments(matching filter: ItemFilter, order: ItemOrder, page: PageRequest)
        -> [ItemQuerySQL]
    {
        switch (order, page.cursor?.keys) {
        case (.pendingFirst, nil):
            return [segment(filter, [], [], orderBy: "items.is_completed, items.id")]
        case (.pendingFirst, let keys?):
            let (group, id) = (keys.first ?? 0, keys.dropFirst().first ?? 0)
            return [
                segment(
                    filter, ["items.is_completed = ?", "items.id > ?"], [.integer(group), .integer(id)],
                    orderBy: "items.id"),
                segment(
                    filter, ["items.is_completed > ?"], [.integer(group)],
                    orderBy: "items.is_completed, items.id"),
            ]
        case (.relevance(let search), let keys):
            let rank = "crew_rank(items.name, ?)"
            let sortKey = "\(rank), items.is_completed, items.id"
            var conditions: [String] = []
            var values: [SQLiteValue] = []
            if let keys {
                conditions = [
                    "(\(sortKey)) > (\(Array(repeating: "?", count: keys.count).joined(separator: ", ")))"
                ]
                values = [.text(search.value)] + keys.map { .integer($0) }
            }
            var query = segment(filter, conditions, values, orderBy: sortKey)
            query.values.append(.text(search.value))
            return [query]
        }
    }

    private static func segment(
        _ filter: ItemFilter, _ conditions: [String], _ values: [SQLiteValue], orderBy: String
    ) -> ItemQuerySQL {
        var query = ItemQuerySQL(sql: "SELECT \(columns) FROM items")
        query.appendWhere(filter, extraConditions: conditions, extraValues: values)
        query.sql += " ORDER BY \(orderBy) LIMIT ?"
        return query
    }

    /// How many items the filter admits and how many of them are done.
    static func counts(matching filter: ItemFilter) -> ItemQuerySQL {
        var query = ItemQuerySQL(sql: "SELECT count(*), coalesce(sum(items.is_completed), 0) FROM items")
        query.appendWhere(filter)
        return query
    }

    /// The ids of the items the filter admits.
    static func ids(matching filter: ItemFilter) -> ItemQuerySQL {
        var query = ItemQuerySQL(sql: "SELECT items.id FROM items")
        query.appendWhere(filter)
        return query
    }

    private mutating func appendWhere(
        _ filter: ItemFilter, extraConditions: [String] = [], extraValues: [SQLiteValue] = []
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
        if let search = filter.search {
            // The trigram index needs three code points; shorter queries are checked row by row.
            if search.value.unicodeScalars.count >= 3 {
                conditions.append("items.id IN (SELECT rowid FROM items_search WHERE items_search MATCH ?)")
                values.append(.text(Self.phrase(search.value)))
            }
            // The index finds candidates; the Domain's own rule decides.
            conditions.append("crew_contains(items.name, ?)")
            values.append(.text(search.value))
        }
        conditions += extraConditions
        values += extraValues
        if !conditions.isEmpty {
            sql += " WHERE " + conditions.joined(separator: " AND ")
        }
    }

    /// An FTS5 phrase: the text in double quotes, inner quotes doubled, so that every character
    /// (operators, `*`, `-`, `:`) is searched for literally.
    static func phrase(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
