import Domain

/// The queries that find a search's best matches by their names' start (`SQLStore+NameStart`).
extension ItemQuerySQL {
    /// Which names a query on `name_key` admits: the folded query itself (the Domain's exact
    /// name), or the names that start with it and go on (its name prefix).
    enum NameStart: CaseIterable {
        case exact
        case prefix

        /// The rank `SearchRank` gives a name of this kind.
        var rank: SearchRank { self == .exact ? .exactName : .namePrefix }

        /// The condition on `name_key` for `folded`, and its values. Folded names compare as
        /// bytes, so the names that start with the query lie between it and the query followed by
        /// U+10FFFF, the last code point (a noncharacter no name holds).
        func condition(_ folded: String) -> (sql: String, values: [SQLValue]) {
            switch self {
            case .exact: ("items.name_key = ?", [.text(folded)])
            case .prefix:
                ("items.name_key > ? AND items.name_key < ?", [.text(folded), .text(folded + "\u{10FFFF}")])
            }
        }
    }

    /// The items `filter` admits (its search aside) with `status` whose names start as `start`
    /// says, read through `index` (SQLite's `INDEXED BY`: the planner cannot tell a range of ten
    /// names from one of a hundred thousand, and either index is a disaster for the other):
    /// `counting`, how many of them there are, up to `limit`; otherwise their columns and their
    /// rank for `query` (at `rankColumn`), by id when `byID`, at most `limit`.
    static func nameStart(
        _ start: NameStart, folded: String, query: SearchQuery, matching filter: ItemFilter, status: Int,
        index: String, counting: Bool = false, byID: Bool = false, limit: Int? = nil
    ) -> ItemQuerySQL {
        var unsearched = filter
        unsearched.search = nil
        let (condition, values) = start.condition(folded)
        var query =
            counting
            ? ItemQuerySQL(sql: "SELECT 1 FROM items INDEXED BY \(index)")
            : ItemQuerySQL(
                sql: "SELECT \(columns), crew_rank(items.name, ?) FROM items INDEXED BY \(index)",
                values: [.text(query.value)])
        query.appendWhere(
            unsearched, extraConditions: ["items.is_completed = ?", condition],
            extraValues: [.integer(status)] + values)
        if byID { query.append(" ORDER BY items.id") }
        if let limit { query.append(" LIMIT ?", [.integer(limit)]) }
        return counting
            ? ItemQuerySQL(sql: "SELECT count(*) FROM (\(query.sql))", values: query.values) : query
    }
}
