extension PostgresConnection {
    /// Rows per statement: 500 items of ten values each, far under PostgreSQL's 65,535 parameters.
    static let rowsPerStatement = 500

    /// Runs `head` followed by one `($1, …)` per row and then `tail`, for a slice of `rows` at a
    /// time: one round trip to the server per 500 rows instead of one per row (an import of
    /// 100,000 items took 32 s a row at a time).
    func runBatched(_ head: String, _ rows: [[SQLValue]], tail: String = "") throws {
        try RowBatches(head: head, tail: tail, rowsPerStatement: Self.rowsPerStatement) { "$\($0)" }
            .run(rows) { try run($0, $1) }
    }
}
