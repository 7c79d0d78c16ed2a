import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The local store in a file, over the system SQLite.
///
/// Opening it creates the file (0600, in a 0700 folder) if needed, refuses any file that is not a
/// crew database, or that holds something else than asked for (local data, one API's cache),
/// without writing to it, switches to WAL with a busy timeout so that concurrent crew processes
/// wait for each other instead of failing, enforces foreign keys, and runs the missing schema
/// migrations. Every write runs in one `BEGIN IMMEDIATE` transaction.
public typealias SQLiteStore = SQLStore<SQLiteConnection>

extension SQLStore where Connection == SQLiteConnection {
    /// The database file.
    public nonisolated var path: String { name }

    /// Opens (creating if absent) the database at `path`, which must hold `contents`.
    /// `readingOnly`: touches nothing on disk (no file created, no migration, no WAL switch), as
    /// shell completion needs; a file that is absent or not at the latest version is an error.
    /// `makingFolders`: a missing folder is made (the default location); otherwise it is
    /// `StoreError.noSuchFolder`, and nothing is made.
    public init(
        path: String, contents: StoreContents = .localData, now: @escaping @Sendable () -> Date = Date.init,
        author: ChangeAuthor = .unknown, executor: UnownedSerialExecutor? = nil, readingOnly: Bool = false,
        makingFolders: Bool = true
    ) throws(StoreError) {
        try self.init(
            path: path, contents: contents, migratingTo: SQLiteSchema.latestVersion, now: now, author: author,
            executor: executor, readingOnly: readingOnly, makingFolders: makingFolders)
    }

    /// Opens the database, migrating it only up to `targetVersion` (tests build older databases this way).
    init(
        path: String, contents: StoreContents = .localData, migratingTo targetVersion: Int,
        now: @escaping @Sendable () -> Date = Date.init, author: ChangeAuthor = .unknown,
        executor: UnownedSerialExecutor? = nil, readingOnly: Bool = false, makingFolders: Bool = true
    ) throws(StoreError) {
        let file = StoreFile(path: path)
        if readingOnly {
            guard FileManager.default.fileExists(atPath: path) else { throw .readOnly(path: path) }
        } else {
            try file.createIfMissing(makingFolders: makingFolders)
        }
        switch try file.kind() {
        case .foreign:
            throw .notACrewDatabase(path: path)
        case .unmarkedSQLite:
            try Self.requireNoTables(at: path)
        case .fresh, .crewDatabase:
            break
        }
        let isReadOnly = readingOnly || file.isReadOnly
        // Reading only with no write-ahead log beside the file: read it as it is, so that nothing
        // (no -wal, no -shm) is left beside a store that shell completion merely looked at.
        let readsAsItIs = file.mustBeReadAsItIs || (readingOnly && !file.hasWriteAheadLog)
        let connection = try SQLiteConnection(path: path, readOnly: isReadOnly, immutable: readsAsItIs)
        try SQLiteMigrator(connection: connection, path: path, isReadOnly: isReadOnly)
            .prepare(for: contents, upTo: targetVersion)
        if !isReadOnly {
            // WAL lets readers work while one process writes; NORMAL sync is durable at every
            // checkpoint and safe against corruption in WAL mode. Both are no-ops once set.
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute("PRAGMA synchronous = NORMAL")
        }
        try connection.execute("PRAGMA foreign_keys = ON")
        self.init(
            connection: connection, name: path, contents: contents, isReadOnly: isReadOnly,
            keepsJournal: contents == .localData && targetVersion >= SQLiteSchema.journalVersion,
            recordsPages: contents != .localData && targetVersion >= SQLiteSchema.recordedPagesVersion,
            now: now, author: targetVersion >= SQLiteSchema.authorsVersion ? author : nil,
            executor: StoreExecutor(executor))
    }

    /// Starts counting the work of each statement (off otherwise: it costs two calls a statement).
    @_spi(Testing) public func countQueryWork() {
        connection.countsWork = true
    }

    /// The work of the last page this store read, all its statements together, once
    /// `countQueryWork()` was called: tests show with it that a page of a large table reads about
    /// one page of rows.
    @_spi(Testing) public var lastQueryStatistics: SQLiteQueryStatistics { connection.statistics }

    /// The value of a pragma, as text, for tests that check the connection's settings.
    /// Only constant pragma names reach it; it never sees input.
    @_spi(Testing) public func pragma(_ name: StaticString) throws -> String? {
        try connection.rows("PRAGMA \(name)") { $0.optionalText(0) }.first ?? nil
    }

    private static func requireNoTables(at path: String) throws(StoreError) {
        let probe = try SQLiteConnection(path: path, readOnly: true)
        let tables: Int?
        do {
            tables = try probe.integer("SELECT count(*) FROM sqlite_schema")
        } catch {
            throw .notACrewDatabase(path: path)
        }
        guard tables == 0 else { throw .notACrewDatabase(path: path) }
    }
}
