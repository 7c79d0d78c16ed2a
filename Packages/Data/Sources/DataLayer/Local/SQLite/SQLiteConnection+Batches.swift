extension SQLiteConnection {
    /// Rows per statement: 200 rows of four values stay under the 999 bound values the oldest
    /// SQLite builds allow.
    static let rowsPerStatement = 200

    /// Runs `head` followed by one `(?, …)` per row and then `tail`, for a slice of `rows` at a
    /// time. Inside a transaction, every statement that fires triggers keeps a statement journal
    /// and makes the full-text index flush what it holds; one statement per row made a 100,000-row
    /// import write 1.1 million pages, one statement per 200 rows writes a few thousand.
    func runBatched(_ head: String, _ rows: [[SQLValue]], tail: String = "") throws {
        try RowBatches(head: head, tail: tail, rowsPerStatement: Self.rowsPerStatement) { _ in "?" }
            .run(rows) { try run($0, $1) }
    }
}
