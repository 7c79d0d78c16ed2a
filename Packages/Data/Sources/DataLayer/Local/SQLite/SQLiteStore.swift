import Domain
import Foundation

/// The local store over the system SQLite: one connection, owned by this actor.
///
/// Opening it creates the file (0600, in a 0700 folder) if needed, refuses any file that is not a
/// crew database without writing to it, switches to WAL with a busy timeout so that concurrent
/// crew processes wait for each other instead of failing, enforces foreign keys, and runs the
/// missing schema migrations. Every write runs in one `BEGIN IMMEDIATE` transaction.
public actor SQLiteStore {
    let connection: SQLiteConnection
    public nonisolated let path: String
    /// The last search's ranked matches, reused while its pages are read.
    var rankedSearch: RankedSearch?

    /// Opens (creating if absent) the database at `path`.
    public init(path: String) throws(StoreError) {
        try self.init(path: path, migratingTo: SQLiteSchema.latestVersion)
    }

    /// Opens the database, migrating it only up to `targetVersion` (tests build older databases this way).
    init(path: String, migratingTo targetVersion: Int) throws(StoreError) {
        self.path = path
        let file = StoreFile(path: path)
        try file.createIfMissing()
        switch try file.kind() {
        case .foreign:
            throw .notACrewDatabase(path: path)
        case .unmarkedSQLite:
            try Self.requireNoTables(at: path)
        case .fresh, .crewDatabase:
            break
        }
        connection = try SQLiteConnection(path: path)
        try Self.migrate(connection, path: path, to: targetVersion)
        // WAL lets readers work while one process writes; NORMAL sync is durable at every
        // checkpoint and safe against corruption in WAL mode.
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("PRAGMA foreign_keys = ON")
    }

    /// The work of the last page this store read, all its statements together (tests use it to
    /// show that a page of a large table reads about one page of rows).
    var lastQueryStatistics: SQLiteQueryStatistics { connection.statistics }

    /// The value of a pragma, as text, for tests that check the connection's settings.
    /// Only constant pragma names reach it; it is internal and never sees input.
    func pragma(_ name: StaticString) throws -> String? {
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

    private static func migrate(_ connection: SQLiteConnection, path: String, to target: Int)
        throws(StoreError)
    {
        do {
            try connection.writeTransaction {
                let applicationID = try connection.integer("PRAGMA application_id") ?? 0
                let version = try connection.integer("PRAGMA user_version") ?? 0
                if applicationID != Int(SQLiteSchema.applicationID) {
                    // Checked again under the write lock: another process may have written it since.
                    let tables = try connection.integer("SELECT count(*) FROM sqlite_schema") ?? 0
                    guard applicationID == 0, tables == 0 else {
                        throw StoreError.notACrewDatabase(path: path)
                    }
                    try connection.execute("PRAGMA application_id = \(SQLiteSchema.applicationID)")
                }
                guard version <= SQLiteSchema.latestVersion else {
                    throw StoreError.newerSchema(
                        path: path, found: version, supported: SQLiteSchema.latestVersion)
                }
                guard version < target else { return }
                for migration in SQLiteSchema.migrations[version..<target] {
                    for statement in migration { try connection.execute(statement) }
                }
                // Pragmas take no bound parameters; the version is an integer we computed.
                try connection.execute("PRAGMA user_version = \(target)")
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }
}
