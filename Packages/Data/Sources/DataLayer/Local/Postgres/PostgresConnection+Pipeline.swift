internal import CPostgres

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Statements sent together in one round trip (libpq's pipeline mode): the deferred ones
/// (`deferred`) ahead of the one that needs an answer.
extension PostgresConnection {
    /// Waits for no answer: the write goes with the next statement that needs one (the commit's at
    /// the latest), and a failure is thrown there, which rolls the change back.
    public func runUnanswered(_ sql: String, _ values: [SQLValue]) throws {
        deferred.append(PipelinedStatement(Self.numbered(sql), values))
    }

    /// Runs statements without parameters in one round trip, after the deferred ones.
    func runScript(_ statements: [String]) throws {
        crew_pg_clear(try batch(deferred + statements.map { PipelinedStatement($0) }))
    }

    /// Runs `statements` in one round trip (clearing `deferred`): the last one's result, or the
    /// failure of the first that failed (those after it did not run).
    func batch(_ statements: [PipelinedStatement]) throws -> OpaquePointer {
        deferred = []
        startIsDeferred = false
        roundTrips += 1
        let sqls = statements.map { strdup($0.sql) }
        let values = statements.map { statement in
            statement.values.map { $0.postgresText.map { strdup($0) } ?? nil }
        }
        defer {
            for copy in sqls + values.joined() { free(copy) }
        }
        var results = [OpaquePointer?](repeating: nil, count: statements.count)
        let valueArrays = values.map { copies in
            copies.map { $0.map { UnsafePointer<CChar>($0) } }
        }
        try withArrayPointers(valueArrays) { valuePointers in
            let sqlPointers = sqls.map { $0.map { UnsafePointer<CChar>($0) } }
            let counts = statements.map { Int32($0.values.count) }
            try cancelHandle.running {
                crew_pg_execute_batch(
                    handle, Int32(statements.count), sqlPointers, counts, valuePointers, &results)
            }
        }
        let failed = results.firstIndex { crew_pg_succeeded($0) == 0 } ?? results.count - 1
        for (index, result) in results.enumerated() where index != failed { crew_pg_clear(result) }
        return try checked(results[failed])
    }

    /// `arrays` as C arrays, one pointer each, for as long as `body` runs.
    private func withArrayPointers<Result>(
        _ arrays: [[UnsafePointer<CChar>?]],
        _ body: ([UnsafePointer<UnsafePointer<CChar>?>?]) throws -> Result
    ) rethrows -> Result {
        guard let first = arrays.first else { return try body([]) }
        return try first.withUnsafeBufferPointer { buffer in
            try withArrayPointers(Array(arrays.dropFirst())) { rest in try body([buffer.baseAddress] + rest) }
        }
    }
}
