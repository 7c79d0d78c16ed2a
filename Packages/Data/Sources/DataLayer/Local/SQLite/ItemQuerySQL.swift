import Domain
import Foundation

/// Builds the item queries from constant fragments, one per filter criterion and order; every
/// value is bound, never written into the SQL. Each combination is a distinct statement text, so
/// SQLite plans it with the right index (an `? IS NULL OR ...` catch-all would defeat them).
struct ItemQuerySQL {
    private(set) var sql: String
    private(set) var values: [SQLiteValue] = []

    private static let columns = "items.id, items.name, items.is_completed, items.owner_id"

    /// A page of items in order, fetching one row more than the page to tell whether another follows.
    static func page(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) -> ItemQuerySQL {
        var query = ItemQuerySQL(sql: "SELECT \(columns) FROM items")
        query.appendWhere(filter)
        switch order {
        case .pendingFirst:
            query.sql += " ORDER BY items.is_completed, items.id"
        case .relevance(let search):
            query.sql += " ORDER BY crew_rank(items.name, ?), items.is_completed, items.id"
            query.values.append(.text(search.value))
        }
        query.sql += " LIMIT ? OFFSET ?"
        query.values += [.integer(page.limit + 1), .integer(page.offset)]
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

    private mutating func appendWhere(_ filter: ItemFilter) {
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
