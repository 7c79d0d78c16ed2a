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
    /// At most `deferredLimit` wait: past it they are sent, so a change of 100,000 items holds
    /// a few hundred statements and their results, not all of them (2.9 GB at 20,000 once).
    public func runUnanswered(_ sql: String, _ values: [SQLValue]) throws {
        deferred.append(PipelinedStatement(Self.numbered(sql), values))
        if deferred.count >= Self.deferredLimit { crew_pg_clear(try batch(deferred)) }
    }

    /// How many statements wait for the next round trip at most: a round trip per 500 rows is
    /// about a thousandth of the time they take to run.
    static let deferredLimit = 500

    /// Runs statements without parameters in one round trip, after the deferred ones.
    func runScript(_ statements: [String]) throws {
        crew_pg_clear(try batch(deferred + statements.map { PipelinedStatement($0) }))
    }

    /// Runs `statements` in one round trip (clearing `deferred`): the last one's result, or the
    /// failure of the first that failed (those after it did not run). A schema check still owed
    /// goes first when they begin a change (`schemaChecked`).
    func batch(_ statements: [PipelinedStatement]) throws -> OpaquePointer {
        deferred = []
        startIsDeferred = false
        guard let check = pendingSchemaCheck else { return try outcome(of: send(statements)) }
        guard statements.prefix(Self.queueThenBegin.count).map(\.sql) == Self.queueThenBegin else {
            try schemaChecked()
            return try batch(statements)
        }
        pendingSchemaCheck = nil
        // After the change's start and its lock: statements sent together run in one transaction,
        // whose isolation is set before its first query, and the check reads the metadata as the
        // change will see it. A schema without crew's metadata fails the lock already.
        let start = Self.queueThenBegin.count
        var results = try send(
            Array(statements[..<start]) + [PipelinedStatement(check.sql)] + Array(statements[start...]))
        let answer = results.remove(at: start)
        defer { crew_pg_clear(answer) }
        if crew_pg_succeeded(answer) != 0, let answer, check.isReady(Self.texts(of: answer)) {
            return try outcome(of: results)
        }
        // The lock timed out before the check ran (a busy store): the check runs alone, and a store
        // that is ready is busy, not waited for twice. Any other failure there (no crew_metadata
        // yet: another client may be creating the store this moment) is the schema's to judge.
        let earlierFailure = results[..<start].first { crew_pg_succeeded($0) == 0 }.map { failure(of: $0) }
            .flatMap { $0.isLockTimeout ? $0 : nil }
        // Whatever ran (the change's start, its first read) is undone before the store is checked
        // fully, then sent again.
        for result in results { crew_pg_clear(result) }
        _ = try? runOnce("ROLLBACK")
        if let earlierFailure, let rows = try? runOnce(check.sql), check.isReady(rows) {
            throw earlierFailure
        }
        try check.prepare()
        return try batch(statements)
    }

    /// Runs the schema's check still owed, alone, before a statement that does not begin a change
    /// (reading crew's metadata first, as opening the store would have).
    func schemaChecked() throws {
        guard let check = pendingSchemaCheck else { return }
        pendingSchemaCheck = nil
        if let rows = try? runOnce(check.sql), check.isReady(rows) { return }
        try check.prepare()
    }

    /// The last result, or the failure of the first that failed; the others are released.
    private func outcome(of results: [OpaquePointer?]) throws -> OpaquePointer {
        let failed = results.firstIndex { crew_pg_succeeded($0) == 0 } ?? results.count - 1
        for (index, result) in results.enumerated() where index != failed { crew_pg_clear(result) }
        return try checked(results[failed])
    }

    /// Sends `statements` in one round trip; every result, in order (`nil`: not run).
    private func send(_ statements: [PipelinedStatement]) throws -> [OpaquePointer?] {
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
        return results
    }

    /// `arrays` as C arrays, one pointer each, for as long as `body` runs. Copied into buffers of
    /// their own in one loop: nesting a `withUnsafeBufferPointer` per array overflowed the stack
    /// once a change sent thousands of statements at once (a `done` of 13,000 items).
    private func withArrayPointers<Result>(
        _ arrays: [[UnsafePointer<CChar>?]],
        _ body: ([UnsafePointer<UnsafePointer<CChar>?>?]) throws -> Result
    ) rethrows -> Result {
        let buffers = arrays.map { array in
            let buffer = UnsafeMutableBufferPointer<UnsafePointer<CChar>?>.allocate(
                capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return buffer
        }
        defer { for buffer in buffers { buffer.deallocate() } }
        return try body(buffers.map { UnsafePointer($0.baseAddress) })
    }
}
