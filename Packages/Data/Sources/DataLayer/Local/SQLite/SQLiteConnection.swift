internal import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One SQLite connection with a cache of prepared statements, the engine of ``SQLiteStore``. Not
/// thread-safe on its own: the store, an actor, owns it and serializes every call.
public final class SQLiteConnection: SQLConnection {
    public static var dialect: SQLDialect { .sqlite }
    public static var rowsPerStatement: Int { 200 }

    private let handle: OpaquePointer
    /// The handle again, for `sqlite3_interrupt` from another thread (`interrupter`).
    private let interruptHandle: SQLiteInterruptHandle
    private var statements: [String: SQLiteStatement] = [:]
    /// The path, and the file it named when the connection opened it (device and inode).
    private let path: String
    private let file: (device: UInt64, inode: UInt64)?
    /// Whether each statement's work is added to `statistics`: only tests turn it on.
    var countsWork = false
    /// The work of the statements run since `beginPage()`, while `countsWork` is on.
    private(set) var statistics = SQLiteQueryStatistics(fullScanSteps: 0, virtualMachineSteps: 0)
    /// Whether the page cache writes want was taken (`prepareForWrites`).
    private var hasWriteCache = false
    /// The lock file held while this connection sends the outbox (`takeSendingLock`).
    var sendingLock: Int32?
    /// The journal entry the triggers record under, between `openJournalEntry` and its closing.
    var openJournalEntryID: Int?

    /// SQLite's memory statistics are off from before the process's first connection (`CSQLite`'s
    /// `crew_sqlite_skip_memory_statistics`): computed once, before any connection opens.
    private static let memoryStatisticsSkipped: Void = { _ = crew_sqlite_skip_memory_statistics() }()

    /// Opens `path`; `immutable` (read-only only) reads the file as it is, without the WAL index
    /// that a read-only folder would not let SQLite create (see SQLite's "Read-Only Databases").
    init(
        path: String, readOnly: Bool = false, immutable: Bool = false, busyTimeoutMilliseconds: Int32 = 10_000
    ) throws(StoreError) {
        Self.memoryStatisticsSkipped
        var database: OpaquePointer?
        var flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
        // A name that starts with `file:` is a URI to an SQLite built with SQLITE_USE_URI (as
        // Debian's is), whatever the flags: `./` keeps every store name a path.
        var name = path.hasPrefix("file:") ? "./" + path : path
        if readOnly, immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let reason = database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(database)
            throw .cannotOpen(path: path, reason: reason)
        }
        handle = database
        interruptHandle = SQLiteInterruptHandle(database)
        self.path = path
        file = Self.identity(of: path)
        sqlite3_extended_result_codes(handle, 1)
        Self.waitWhileBusy(handle, upTo: busyTimeoutMilliseconds)
        SQLiteFunctions.register(on: handle)
    }

    /// The file whose lock `takeSendingLock` holds: beside the database, never the database itself,
    /// where closing any other descriptor of it would drop SQLite's own locks.
    var sendingLockPath: String { path + "-sync" }

    /// A path inside an SQLite URI: `%`, `?` and `#` are the characters the URI would read.
    private static func uriEscaped(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    deinit {
        interruptHandle.forget()
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    public func beginInterruptibleRead() -> QueryInterrupter {
        let interruptHandle = interruptHandle
        let read = interruptHandle.begin(on: handle)
        return QueryInterrupter(read: read) { interruptHandle.interrupt(read) }
    }

    public func endInterruptibleRead(_ interrupter: QueryInterrupter) {
        interruptHandle.end(interrupter.read, on: handle)
    }

    /// Runs constant SQL (schema, pragmas). Never called with text that contains input.
    func execute(_ sql: String) throws(StoreError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw Self.error(code, handle) }
    }

    /// Runs a statement with bound values, calling `row` for each result row.
    public func run(_ sql: String, _ values: [SQLValue], row: (SQLiteRow) throws -> Void) throws {
        let statement = try prepared(sql)
        try statement.run(values, row: row)
        guard countsWork else { return }
        let work = statement.takeStatistics()
        statistics.fullScanSteps += work.fullScanSteps
        statistics.virtualMachineSteps += work.virtualMachineSteps
    }

    @discardableResult
    public func run(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
        try run(sql, values) { _ in }
        return changes
    }

    /// A large change (an import, undoing one) spills SQLite's 2 MB page cache to the log again
    /// and again: six page writes an item. The 64 MB cache is taken at the first write only: a
    /// listing of a million items read through it held 80 MB, every page it read kept.
    public func prepareForWrites() throws {
        guard !hasWriteCache else { return }
        try execute("PRAGMA cache_size = -65536")
        hasWriteCache = true
    }

    /// SQLite's own 2 MB page cache again, its pages past that freed at once: `crew ui` over a
    /// million items kept the 64 MB its first toggle took and filled it with the pages of every
    /// search after it (two toggles, then three searches: 139 MB resident before, 62 MB after).
    public func finishWrites() {
        guard hasWriteCache else { return }
        // A cache that stays large costs memory only: the next write takes it again anyway.
        try? execute("PRAGMA cache_size = -2000")
        hasWriteCache = false
    }

    /// A page's statements are counted from here, while `countsWork` is on.
    public func beginPage() {
        guard countsWork else { return }
        statistics = SQLiteQueryStatistics(fullScanSteps: 0, virtualMachineSteps: 0)
    }

    var changes: Int { Int(sqlite3_changes(handle)) }
    var totalChanges: Int { Int(sqlite3_total_changes64(handle)) }
    /// The rowid of the row this connection inserted last.
    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// Runs `body` in a write transaction. `BEGIN IMMEDIATE` takes the write lock up front, so a
    /// concurrent writer waits for the busy timeout instead of failing when a read turns into a write.
    ///
    /// A file removed or replaced since it was opened (a store deleted under a running shell)
    /// is refused before anything is written: SQLite would go on writing to the old file, which
    /// no one will read again, and every change would "succeed" into nothing.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        if let file, Self.identity(of: path).map({ $0 != file }) ?? true {
            try? execute("ROLLBACK")
            throw StoreError.replaced(path: path)
        }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// One read transaction, started at once: in WAL mode its reads see the database as it was
    /// at its first read, while other processes go on writing.
    public func beginSnapshot() throws {
        try execute("BEGIN DEFERRED")
        do {
            _ = try integer("SELECT count(*) FROM sqlite_schema")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    public func endSnapshot() {
        try? execute("COMMIT")
    }

    /// Other connections' commits change `PRAGMA data_version`, this one's own writes its count.
    public func dataVersion() throws -> DatabaseVersion? {
        DatabaseVersion(dataVersion: try integer("PRAGMA data_version") ?? 0, ownChanges: totalChanges)
    }

    /// SQLite's failures are already ``StoreError``s.
    public func storeError(for error: any Error) -> any Error { error }

    /// The write lock is held for the whole transaction: no other writer can race this one.
    public func raced(_ error: any Error) -> any Error { error }

    public func violation(in error: any Error) -> SQLConstraintViolation? {
        SQLiteConstraint.violation(in: error)
    }

    /// How many statements this connection keeps prepared: a test's check that a change adds none.
    var preparedStatementCount: Int { statements.count }

    private func prepared(_ sql: String) throws(StoreError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try SQLiteStatement(sql: sql, database: handle)
        statements[sql] = statement
        return statement
    }

    /// The device and inode of the file at `path`, `nil` when there is none.
    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Whether the process may not grow a file without bound (`ulimit -f`).
    private static var hasFileSizeLimit: Bool {
        var limit = rlimit()
        return getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0
            && limit.rlim_cur != rlim_t.max
    }

    static func error(_ code: Int32, _ database: OpaquePointer?) -> StoreError {
        if code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED { return .busy }
        // An I/O error is told apart by what the system said: a full disk, or `ulimit -f`.
        // SQLite keeps the system's errno for some failures only; a failed write under a limit
        // on file size (which SQLite reports without it) is that limit.
        if code & 0xFF == SQLITE_IOERR, let database {
            switch sqlite3_system_errno(database) {
            case ENOSPC: return .sqlite(code: SQLITE_FULL, message: "database or disk is full")
            case EFBIG: return .fileSizeLimit
            // SQLITE_IOERR_WRITE, which the C macro builds and Swift cannot import.
            default: if code == SQLITE_IOERR | (3 << 8), hasFileSizeLimit { return .fileSizeLimit }
            }
        }
        let message =
            database.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        return .sqlite(code: code, message: message)
    }
}
