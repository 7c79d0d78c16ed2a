/// A statement for PostgreSQL with its bound values, as the item store runs it.
struct PostgresStatement {
    let sql: String
    let values: [SQLValue]

    /// `query` with numbered parameters, and `limit` bound last when it ends in `LIMIT ?`.
    init(_ query: ItemQuerySQL, limit: Int? = nil) {
        sql = query.numberedForPostgres
        values = query.values + (limit.map { [.integer($0)] } ?? [])
    }
}
