extension PostgresConnection {
    /// Rows per statement: 500 items of ten values each, far under PostgreSQL's 65,535 parameters.
    static let rowsPerStatement = 500

    /// Runs `head` followed by one `($1, …)` per row and then `tail`, for a slice of `rows` at a
    /// time: one round trip to the server per 500 rows instead of one per row (an import of
    /// 100,000 items took 32 s a row at a time).
    func runBatched(_ head: String, _ rows: [[SQLValue]], tail: String = "") throws {
        guard let width = rows.first?.count else { return }
        func statement(rows count: Int) -> String {
            head
                + (0..<count).map { row in
                    "(" + (1...width).map { "$\(row * width + $0)" }.joined(separator: ", ") + ")"
                }.joined(separator: ", ") + tail
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
