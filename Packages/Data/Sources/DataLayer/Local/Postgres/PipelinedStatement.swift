/// A statement a ``PostgresConnection`` sends ahead of the next one that needs an answer, in the
/// same round trip (libpq's pipeline): the write lock and the transaction's start, a change's
/// journal entry, its closing. Its SQL is numbered already (`$1`, `$2`, …).
struct PipelinedStatement {
    let sql: String
    let values: [SQLValue]

    init(_ sql: String, _ values: [SQLValue] = []) {
        self.sql = sql
        self.values = values
    }
}
