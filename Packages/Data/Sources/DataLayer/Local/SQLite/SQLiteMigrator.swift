/// Checks what a database is before crew uses it, and brings its schema up to date.
///
/// The check runs first without any lock: a database that is current and holds what it was
/// opened for needs no write, so opening it never waits for a writer (a reader behind a long
/// import answers at once, as WAL promises). Only a database that needs a migration (or is new)
/// takes the write lock, reads its state again (another process may have migrated it meanwhile)
/// and migrates in that one transaction, so a crash leaves the previous version intact.
struct SQLiteMigrator {
    let connection: SQLiteConnection
    let path: String
    /// A read-only store that needs a migration (or is new) cannot be used.
    let isReadOnly: Bool

    func prepare(for wanted: StoreContents, upTo target: Int) throws(StoreError) {
        do {
            let state = try readState()
            try state.check(wanted: wanted, versions: 0...SQLiteSchema.latestVersion, name: path)
            if state.version >= target, state.contents == wanted || target < SQLiteSchema.journalVersion {
                return
            }
            guard !isReadOnly else { throw StoreError.readOnly(path: path) }
            try connection.transaction {
                let locked = try readState()
                try locked.check(wanted: wanted, versions: 0...SQLiteSchema.latestVersion, name: path)
                try migrate(locked, wanted: wanted, to: target)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }

    private func readState() throws -> SchemaState {
        let applicationID = try connection.integer("PRAGMA application_id") ?? 0
        let version = try connection.integer("PRAGMA user_version") ?? 0
        let tables = try connection.integer("SELECT count(*) FROM sqlite_schema") ?? 0
        var state = SchemaState(
            isCrews: applicationID == Int(SQLiteSchema.applicationID),
            hasOtherMark: applicationID != 0 && applicationID != Int(SQLiteSchema.applicationID),
            version: version,
            tables: tables)
        guard state.isCrews, version > 0, version <= SQLiteSchema.latestVersion else { return state }
        if version >= SQLiteSchema.journalVersion {
            let values = Dictionary(
                try connection.rows("SELECT key, value FROM crew_metadata") { ($0.text(0), $0.text(1)) },
                uniquingKeysWith: { first, _ in first })
            state.contents = SchemaState.contents(from: values)
        }
        if state.contents == nil {
            state.hasRecords =
                try connection.integer("SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM items)")
                == 1
        }
        return state
    }

    /// Writes again each trigger and index built from the column list whose stored definition
    /// is not today's (`SQLiteSchema.writtenFromColumns`).
    private func writeFromColumns() throws {
        for (name, statement) in SQLiteSchema.writtenFromColumns {
            let stored = try connection.rows(
                "SELECT type, sql FROM sqlite_master WHERE name = ?", [.text(name)]
            ) {
                ($0.text(0), $0.optionalText(1))
            }.first
            guard stored?.1 != statement else { continue }
            if let (type, _) = stored { try connection.execute("DROP \(type.uppercased()) \(name)") }
            try connection.execute(statement)
        }
    }

    private func migrate(_ state: SchemaState, wanted: StoreContents, to target: Int) throws {
        if !state.isCrews {
            try connection.execute("PRAGMA application_id = \(SQLiteSchema.applicationID)")
        }
        if state.version < target {
            for migration in SQLiteSchema.migrations
            where (state.version + 1...target).contains(migration.version) {
                for statement in migration.statements { try connection.execute(statement) }
            }
            if target == SQLiteSchema.latestVersion { try writeFromColumns() }
            // Pragmas take no bound parameters; the version is an integer we computed.
            try connection.execute("PRAGMA user_version = \(target)")
        }
        if target >= SQLiteSchema.journalVersion, state.contents == nil {
            for (key, value) in SchemaState.metadata(for: wanted) {
                try connection.run(
                    "INSERT INTO crew_metadata (key, value) VALUES (?, ?)", [.text(key), .text(value)])
            }
        }
    }
}
