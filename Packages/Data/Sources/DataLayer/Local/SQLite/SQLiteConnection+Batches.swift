extension SQLiteConnection {
    /// Rows per statement: 200 rows of four values stay under the 999 bound values the oldest
    /// SQLite builds allow.
    static let rowsPerStatement = 200

    /// Runs `head` followed by one `(?, …)` per row and then `tail`, for a slice of `rows` at a
    /// time. Inside a transaction, every statement that fires triggers keeps a statement journal
    /// and makes the full-text index flush what it holds; one statement per row made a 100,000-row
    /// import write 1.1 million pages, one statement per 200 rows writes a few thousand.
    func runBatched(_ head: String, _ rows: [[SQLValue]], tail: String = "") throws {
        guard let width = rows.first?.count else { return }
        let shape = "(" + repeatElement("?", count: width).joined(separator: ", ") + ")"
        func statement(rows count: Int) -> String {
            head + repeatElement(shape, count: count).joined(separator: ", ") + tail
        }
        let full = statement(rows: Self.rowsPerStatement)
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = min(start + Self.rowsPerStatement, rows.endIndex)
            let count = end - start
            try run(
                count == Self.rowsPerStatement ? full : statement(rows: count),
                Array(rows[start..<end].joined()))
            start = end
        }
    }
}
