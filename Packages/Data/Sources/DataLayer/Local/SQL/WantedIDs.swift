/// The ids a read asks for, and how its statement selects them: by the span between the least and
/// the greatest when they fill at least half of it (a page of an API's records, which comes in id
/// order), otherwise by the list itself (``SQLDialect/condition(_:isAnyOf:of:)``).
///
/// SQLite reads a list through `json_each` into a temporary table: for the 40 pages of 250 todos a
/// sync compares with the cache, 14 million instructions of 99 (callgrind of the statements
/// alone); a span is a range of the primary key. A span also reads the rows between the ids asked
/// for, which ``contains(_:)`` leaves out.
struct WantedIDs {
    private let ids: Set<Int>
    private let span: ClosedRange<Int>?

    init(_ ids: [Int]) {
        self.ids = Set(ids)
        guard let least = ids.min(), let greatest = ids.max(), self.ids.count > 1 else {
            span = nil
            return
        }
        // Compared as a difference: ids far apart (negative provisional ones beside the server's
        // near 2^53) must not overflow a count of the span.
        let (width, overflow) = greatest.subtractingReportingOverflow(least)
        span = !overflow && width < 2 * self.ids.count ? least...greatest : nil
    }

    /// Whether `id` is one of the ids asked for.
    func contains(_ id: Int) -> Bool { ids.contains(id) }

    /// The condition on `column` that selects them, with the values it binds.
    func condition(_ column: String, dialect: SQLDialect) -> (sql: String, values: [SQLValue]) {
        if let span {
            return ("\(column) BETWEEN ? AND ?", [.integer(span.lowerBound), .integer(span.upperBound)])
        }
        let list = dialect.condition(column, isAnyOf: ids.sorted().map(String.init), of: .integer)
        return (list.sql, [list.value])
    }
}
