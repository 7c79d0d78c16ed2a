import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The store on a PostgreSQL server, for a team that shares one list across machines: the same
/// ports and the same behaviour as ``SQLiteStore``, held to the same specs.
///
/// Opening it connects (libpq is loaded then, not before), refuses a schema that is not crew's or
/// holds something else than asked for, and runs the missing migrations under an advisory lock.
/// Every change is one serializable transaction, run again when it loses a race with another
/// client.
public typealias PostgresStore = SQLStore<PostgresConnection>

extension SQLStore where Connection == PostgresConnection {
    /// The default schema: crew keeps its tables apart from other applications'.
    public static var defaultSchema: String { "crew" }

    /// Connects to the database at `url` and makes sure `schema` holds crew's tables for `contents`.
    /// `readingOnly`: creates and migrates nothing (shell completion). `checkingSchemaLazily`: the
    /// schema is checked with the first statement the store sends, in its round trip when it
    /// begins a change, rather than before this returns; what is wrong with it (not crew's, newer,
    /// other contents) is then thrown by that first use, before anything is kept, and a schema
    /// that needs a migration is migrated then.
    public init(
        url: PostgresURL, schema: String = PostgresStore.defaultSchema, contents: StoreContents = .localData,
        now: @escaping @Sendable () -> Date = Date.init, author: ChangeAuthor = .unknown,
        executor: UnownedSerialExecutor? = nil, readingOnly: Bool = false, checkingSchemaLazily: Bool = false
    ) throws {
        try self.init(
            url: url, schema: schema, contents: contents, migratingTo: PostgresSchema.latestVersion, now: now,
            author: author, executor: executor, readingOnly: readingOnly,
            checkingSchemaLazily: checkingSchemaLazily)
    }

    /// Opens the store, migrating it only up to `targetVersion` (tests build older schemas this way).
    init(
        url: PostgresURL, schema: String = PostgresStore.defaultSchema, contents: StoreContents = .localData,
        migratingTo targetVersion: Int, now: @escaping @Sendable () -> Date = Date.init,
        author: ChangeAuthor = .unknown, executor: UnownedSerialExecutor? = nil, readingOnly: Bool = false,
        checkingSchemaLazily: Bool = false
    ) throws {
        let name = schema == Self.defaultSchema ? url.description : "\(url.description) (schema \(schema))"
        guard Self.isPlainIdentifier(schema) else {
            throw StoreError.cannotOpen(
                path: name, reason: "a schema name is lower-case letters, digits and _")
        }
        // The search path goes with the login (no round trip of its own), unless the URL sets
        // libpq's options itself, which the connection's would replace.
        let connection = try PostgresConnection(
            url: url, startupOptions: url.setsOptions ? nil : "-c search_path=\(schema),public")
        try Self.opening(name, url) {
            if url.setsOptions {
                try connection.runOnce(
                    "SELECT set_config('search_path', $1, false)", [.text("\(schema), public")])
            }
            let migrator = PostgresMigrator(
                connection: connection, schema: schema, name: name, isReadingOnly: readingOnly)
            if checkingSchemaLazily {
                let check = migrator.pendingCheck(for: contents, upTo: targetVersion)
                connection.pendingSchemaCheck = PendingSchemaCheck(
                    sql: check.sql, isReady: check.isReady,
                    prepare: { try Self.opening(name, url, check.prepare) })
            } else {
                try migrator.prepare(for: contents, upTo: targetVersion)
            }
        }
        self.init(
            connection: connection, name: name, contents: contents, isReadOnly: false,
            keepsJournal: contents == .localData,
            recordsPages: contents != .localData && targetVersion >= PostgresSchema.recordedPagesVersion,
            now: now, author: targetVersion >= PostgresSchema.authorsVersion ? author : nil,
            executor: StoreExecutor(executor))
    }

    /// The plan PostgreSQL chooses for a statement, as `EXPLAIN (FORMAT JSON)` writes it: tests
    /// show with it that a listing reads through an index, never a walk over the whole table.
    @_spi(Testing) public func plans(of filter: ItemFilter, order: ItemOrder, page: PageRequest) throws
        -> [String]
    {
        try statements(matching: filter, order: order, page: page).map { query in
            try connection.runOnce(
                "EXPLAIN (FORMAT JSON) " + PostgresConnection.numbered(query.sql), query.values
            ).compactMap { $0.first ?? nil }.joined()
        }
    }

    /// The statements behind a page (their `LIMIT` bound to the page's size and one).
    private func statements(matching filter: ItemFilter, order: ItemOrder, page: PageRequest)
        -> [ItemQuerySQL]
    {
        switch order {
        case .relevance(let query), .reversed(.relevance(let query)):
            var filter = filter
            filter.search = query
            return [ItemQuerySQL.rankingRows(matching: filter)]
        default:
            return (Self.keysetQueries(matching: filter, order: order, after: page.cursor) ?? []).map {
                $0.query.limited(to: page.limit + 1)
            }
        }
    }

    /// Runs SQL the way another program would (tests build data and foreign tables with it).
    /// Returns the last statement's rows.
    @_spi(Testing) public func runForTesting(_ statements: String...) throws -> [[String?]] {
        try access { try statements.reduce(into: [[String?]]()) { $0 = try connection.runOnce($1) } }
    }

    /// How many times the store waited for the server's answer since it connected.
    @_spi(Testing) public func roundTripsForTesting() -> Int {
        connection.roundTrips
    }

    /// Runs `body`, which opens the store (at once, or with its first statement): a failure the
    /// server reports is a store that cannot be opened, named by its redacted URL.
    private static func opening(_ name: String, _ url: PostgresURL, _ body: () throws -> Void) throws {
        do { try body() } catch let failure as PostgresFailure {
            throw StoreError.cannotOpen(path: name, reason: url.redacting(failure.message))
        }
    }

    private static func isPlainIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let isLetter = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
        }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = bytes.first, bytes.count <= 63, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) }
    }
}
