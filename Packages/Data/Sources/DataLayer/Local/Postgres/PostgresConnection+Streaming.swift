internal import CPostgres

/// A result read one row at a time (libpq's single-row mode), never held whole.
extension PostgresConnection {
    /// Runs a statement whose rows come one at a time (libpq's single-row mode), so that a result
    /// of a million rows is never held whole: a search's ranking, which reads every match (held
    /// whole, a search matching a million items took 120 MB). Each row costs more than in a
    /// result held whole, so pages, which are bounded, are read whole. After the change's
    /// deferred statements, it reads as `run` does.
    public func runStreaming(_ sql: String, _ values: [SQLValue], row: (PostgresRow) throws -> Void) throws {
        guard deferred.isEmpty else { return try run(sql, values, row: row) }
        try schemaChecked()
        let numbered = Self.numbered(sql)
        let sent = withParameters(values) { count, pointers in
            crew_pg_send_for_rows(handle, numbered, count, pointers)
        }
        // Not sent: a libpq without single-row mode, or a connection that failed, which `run` reports.
        guard sent != 0 else { return try run(sql, values, row: row) }
        roundTrips += 1
        var failure: (any Error)?
        try cancelHandle.running {
            // Every result is taken, whatever failed, so that the connection is ready for the next statement.
            while let result = crew_pg_next_result(handle) {
                defer { crew_pg_clear(result) }
                guard failure == nil else { continue }
                if crew_pg_is_row(result) != 0 {
                    do { try row(PostgresRow(result: result, index: 0)) } catch { failure = error }
                } else if crew_pg_succeeded(result) == 0 {
                    failure = self.failure(of: result)
                }
            }
        }
        if let failure { throw failure }
    }
}
