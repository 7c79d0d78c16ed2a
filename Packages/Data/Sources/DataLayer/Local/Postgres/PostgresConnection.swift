internal import CPostgres

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection to a PostgreSQL server, with its prepared statements, the engine of
/// ``PostgresStore``. Not thread-safe on its own: the store, an actor, owns it and serializes every
/// call.
///
/// Every statement runs with its values bound as parameters; no value is ever written into SQL
/// text. A statement is prepared (once per connection, its text the key) when it runs a second
/// time: most commands run each statement once, and preparing it first would cost a second round
/// trip to the server, where a listing's pages or an import's rows run theirs many times.
public final class PostgresConnection: SQLConnection {
    public static var dialect: SQLDialect { .postgres }
    public static var rowsPerStatement: Int { 500 }

    let handle: OpaquePointer
    /// What a cancelled read's task stops the running statement with (`interrupter`).
    let cancelHandle: PostgresCancelHandle
    /// Statements that need no answer of their own, sent in the next round trip, ahead of the
    /// statement that needs one: the transaction's start and lock (`transaction`), a change's
    /// journal entry (`openJournalEntry`), its writes of rows it read (`runUnanswered`) and its
    /// closing (`closeJournalEntry`). A `done` thus waits for the server twice after the login
    /// (with the schema's check, `pendingSchemaCheck`), where it waited six times.
    var deferred: [PipelinedStatement] = []
    /// Whether the transaction's start waits in `deferred`: nothing of it reached the server yet.
    var startIsDeferred = false
    /// The open journal entry's time and kind, written with its row at the closing.
    var openEntry: (changedAt: Double, kind: String, author: String?)?
    /// The schema's check, when the store was opened without waiting for it (`schemaChecked`).
    var pendingSchemaCheck: PendingSchemaCheck?
    /// How many times this connection waited for the server's answer (tests count a change's).
    var roundTrips = 0
    private var prepared: [String: String] = [:]
    private var ranOnce: Set<String> = []

    /// Connects; a server that cannot be reached or refuses the login is `StoreError.cannotOpen`,
    /// naming the store by its redacted URL. `startupOptions` (libpq's `options`, such as
    /// `-c search_path=…`) are sent with the login itself, costing no round trip of their own.
    init(url: PostgresURL, startupOptions: String? = nil) throws(StoreError) {
        guard crew_pg_available() != 0 else {
            throw .cannotOpen(
                path: url.description,
                reason:
                    "a PostgreSQL store needs libpq, which is not installed (on Debian: apt-get install libpq5)"
            )
        }
        guard !url.misreadPassword else {
            throw .cannotOpen(
                path: url.description,
                reason:
                    "its password holds a '/' or an '@', where libpq ends a password: write '/' as %2F and '@' as %40"
            )
        }
        let parameters = url.connectionParameters + (startupOptions.map { [("options", $0)] } ?? [])
        guard let handle = Self.connect(parameters) else {
            throw .cannotOpen(path: url.description, reason: "out of memory")
        }
        guard crew_pg_connected(handle) != 0 else {
            let reason = Self.oneLine(String(cString: crew_pg_error_message(handle)))
            crew_pg_finish(handle)
            throw .cannotOpen(path: url.description, reason: url.redacting(reason))
        }
        self.handle = handle
        cancelHandle = PostgresCancelHandle(crew_pg_get_cancel(handle))
    }

    deinit {
        cancelHandle.forget()
        crew_pg_finish(handle)
    }

    /// libpq's connection from keyword/value parameters, as two NULL-terminated C arrays.
    private static func connect(_ parameters: [(keyword: String, value: String)]) -> OpaquePointer? {
        let keywords = parameters.map { strdup($0.keyword) } + [nil]
        let values = parameters.map { strdup($0.value) } + [nil]
        defer {
            for copy in keywords + values { free(copy) }
        }
        return keywords.map { $0.map { UnsafePointer<CChar>($0) } }.withUnsafeBufferPointer { keywordArray in
            values.map { $0.map { UnsafePointer<CChar>($0) } }.withUnsafeBufferPointer { valueArray in
                crew_pg_connect(keywordArray.baseAddress, valueArray.baseAddress)
            }
        }
    }

    /// Runs a statement, calling `row` for each row of its result.
    public func run(_ sql: String, _ values: [SQLValue], row: (PostgresRow) throws -> Void) throws {
        let result = try execute(Self.numbered(sql), values)
        defer { crew_pg_clear(result) }
        for index in 0..<crew_pg_row_count(result) {
            try row(PostgresRow(result: result, index: index))
        }
    }

    /// Runs a statement that returns no rows; returns how many rows it changed.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
        let result = try execute(Self.numbered(sql), values)
        defer { crew_pg_clear(result) }
        return crew_pg_affected_rows(result)
    }

    /// Runs a statement without preparing it: the schema's statements, transaction control, and
    /// EXPLAIN, which runs once.
    @discardableResult
    func runOnce(_ sql: String, _ values: [SQLValue] = []) throws -> [[String?]] {
        let result = try unprepared(sql, values)
        defer { crew_pg_clear(result) }
        return Self.texts(of: result)
    }

    /// Every value of a result, as text.
    static func texts(of result: OpaquePointer) -> [[String?]] {
        let columns = crew_pg_column_count(result)
        return (0..<crew_pg_row_count(result)).map { row in
            (0..<columns).map { column in crew_pg_value(result, row, column).map { String(cString: $0) } }
        }
    }

    /// Runs `body` in one serializable transaction: as if no other client ran at the same time.
    ///
    /// Every change of crew's writes the journal and reads its newest entries, so two changes
    /// always conflict: run optimistically, 120 adds at once kept aborting one another past any
    /// deadline. So a change queues for the store's write lock before its snapshot is taken
    /// (`queueThenBegin`), as SQLite's `BEGIN IMMEDIATE` takes its lock first; the lock and the
    /// transaction's start go with the change's first statement (`deferred`), and the lock ends
    /// with the commit. It waits at most 10 s for the lock (then the store is busy, one sentence).
    /// A transaction that still loses a race (with a client that is not crew, a deadlock) is
    /// rolled back and run again, queued again, after a random pause, until `retryDeadline`.
    public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        let clock = ContinuousClock()
        let deadline = clock.now + Self.retryDeadline
        var attempt = 1
        while true {
            deferred = Self.queueThenBegin.map { PipelinedStatement($0) }
            startIsDeferred = true
            do {
                let result = try body()
                try runScript(["COMMIT"])
                return result
            } catch {
                let reachedServer = !startIsDeferred
                // What was deferred belongs to the change being rolled back, as its entry does.
                deferred = []
                openEntry = nil
                startIsDeferred = false
                // A transaction open or aborted (a failed statement, a lock that timed out) is
                // ended, and its lock with it.
                if reachedServer { _ = try? runOnce("ROLLBACK") }
                guard let failure = error as? PostgresFailure, failure.isRetryable else { throw error }
                guard clock.now < deadline else { throw StoreError.busy }
                // Up to 2 ms at first, doubling to at most 100 ms, so that racing clients spread out.
                let ceiling = min(100_000, 1_000 << min(attempt, 7))
                usleep(UInt32(Int.random(in: 100...ceiling)))
                attempt += 1
            }
        }
    }

    /// How long a change tries again after losing races to clients that are not crew.
    static var retryDeadline: Duration { .seconds(10) }

    private func execute(_ sql: String, _ values: [SQLValue]) throws -> OpaquePointer {
        // A statement's first run is never prepared: the connection's first statement, which a
        // schema check may still be owed, goes by `unprepared`.
        if ranOnce.insert(sql).inserted || !deferred.isEmpty { return try unprepared(sql, values) }
        let name: String
        if let existing = prepared[sql] {
            name = existing
        } else {
            name = "crew_\(prepared.count + 1)"
            roundTrips += 1
            crew_pg_clear(
                try checked(
                    try cancelHandle.running { crew_pg_prepare(handle, name, sql, Int32(values.count)) }))
            prepared[sql] = name
        }
        roundTrips += 1
        return try checked(
            try withParameters(values) { count, pointers in
                try cancelHandle.running { crew_pg_execute_prepared(handle, name, count, pointers) }
            })
    }

    /// Runs a statement in one round trip, with the deferred ones, without keeping it prepared.
    private func unprepared(_ sql: String, _ values: [SQLValue]) throws -> OpaquePointer {
        if !deferred.isEmpty { return try batch(deferred + [PipelinedStatement(sql, values)]) }
        try schemaChecked()
        roundTrips += 1
        return try checked(
            try withParameters(values) { count, pointers in
                try cancelHandle.running { crew_pg_execute(handle, sql, count, pointers) }
            })
    }

    /// The result of a statement that succeeded; otherwise throws the failure it reports,
    /// releasing it (no result at all: the connection failed).
    func checked(_ result: OpaquePointer?) throws -> OpaquePointer {
        if crew_pg_succeeded(result) != 0, let result { return result }
        defer { crew_pg_clear(result) }
        throw failure(of: result)
    }

    /// The failure a result reports (no result at all: the connection failed).
    func failure(of result: OpaquePointer?) -> PostgresFailure {
        let state = crew_pg_sqlstate(result).map { String(cString: $0) }
        let message =
            crew_pg_message(result).map { String(cString: $0) }
            ?? Self.oneLine(String(cString: crew_pg_error_message(handle)))
        return PostgresFailure(
            // No SQLSTATE: the connection itself failed (the server went away).
            sqlState: state ?? "08006", message: message,
            constraint: crew_pg_constraint(result).map { String(cString: $0) })
    }

    func withParameters<Result>(
        _ values: [SQLValue], _ body: (Int32, UnsafePointer<UnsafePointer<CChar>?>?) throws -> Result
    ) rethrows -> Result {
        let copies = values.map { $0.postgresText.map { strdup($0) } ?? nil }
        defer {
            for copy in copies { free(copy) }
        }
        let pointers = copies.map { $0.map { UnsafePointer<CChar>($0) } }
        return try pointers.withUnsafeBufferPointer { try body(Int32(values.count), $0.baseAddress) }
    }

    /// libpq's messages end in a newline and may hold several lines: one line for a person.
    private static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
