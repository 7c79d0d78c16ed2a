/// A result too large to hold, read as every SQLite statement is: a row at a time.
extension SQLiteConnection {
    /// SQLite hands every statement's rows over as it steps to them: `run` is the same.
    public func runStreaming(_ sql: String, _ values: [SQLValue], row: (SQLiteRow) throws -> Void) throws {
        try run(sql, values, row: row)
    }
}
