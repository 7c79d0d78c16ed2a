/// What PostgreSQL's connection does to spare memory (a large result read a row at a time) and
/// round trips (a write that waits for no answer), SQLite does by running the statement as it
/// runs any: it steps to each row as it reads it, and has no server to wait for.
extension SQLiteConnection {
    /// SQLite hands every statement's rows over as it steps to them: `run` is the same.
    public func runStreaming(_ sql: String, _ values: [SQLValue], row: (SQLiteRow) throws -> Void) throws {
        try run(sql, values, row: row)
    }

    /// The write runs at once, its failure thrown here.
    public func runUnanswered(_ sql: String, _ values: [SQLValue]) throws {
        try run(sql, values) { _ in }
    }
}
