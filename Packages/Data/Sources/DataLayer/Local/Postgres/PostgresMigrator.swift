import Domain

/// Checks crew's schema in a PostgreSQL database before crew uses it, and brings it up to date.
///
/// The check runs first without a lock: a schema that is current and holds what it was opened
/// for needs no write. Otherwise one transaction takes the advisory lock `migrationLock` (two
/// clients creating a new store at once wait for each other), reads the state again, and runs
/// the missing migrations; a failure leaves the previous version as it was.
struct PostgresMigrator {
    unowned let connection: PostgresConnection
    let schema: String
    /// How messages name the store: its redacted URL (and schema).
    let name: String
    /// Reading only (shell completion): a store that needs a migration is an error.
    let isReadingOnly: Bool

    func prepare(for wanted: StoreContents, upTo target: Int = PostgresSchema.latestVersion) throws {
        let state = try readCrewMetadata() ?? readState()
        if try isReady(state, for: wanted, upTo: target) { return }
        guard !isReadingOnly else { throw StoreError.readOnly(path: name) }
        try connection.runOnce("BEGIN")
        do {
            try connection.runOnce(
                "SELECT pg_advisory_xact_lock($1)", [.integer(PostgresSchema.migrationLock)])
            let locked = try readState()
            try locked.check(wanted: wanted, versions: 1...PostgresSchema.latestVersion, name: name)
            try migrate(locked, wanted: wanted, to: target)
            try connection.runOnce("COMMIT")
        } catch {
            _ = try? connection.runOnce("ROLLBACK")
            throw error
        }
    }

    /// The check a store opened without waiting for it owes (`PendingSchemaCheck`): crew's
    /// metadata read with the first statement, this migrator's `prepare` when it does not say ready.
    func pendingCheck(for wanted: StoreContents, upTo target: Int) -> PendingSchemaCheck {
        PendingSchemaCheck(
            sql: metadataQuery,
            isReady: { rows in
                let state = Self.state(fromMetadata: rows.map { ($0.first ?? nil, $0.last ?? nil) })
                return (try? isReady(state, for: wanted, upTo: target)) == true
            },
            prepare: { try prepare(for: wanted, upTo: target) })
    }

    /// Whether `state` is used as it is; throws when it can never be (not crew's, newer, other contents).
    private func isReady(_ state: SchemaState, for wanted: StoreContents, upTo target: Int) throws -> Bool {
        try state.check(wanted: wanted, versions: 1...PostgresSchema.latestVersion, name: name)
        return state.version >= target && state.contents == wanted
    }

    /// Writes every item's folded name again with the Domain's folding, 500 rows to a statement.
    private func refoldNames() throws {
        var changed: [(Int, String)] = []
        try connection.run("SELECT id, name, name_key FROM items ORDER BY id", []) { row in
            guard let name = try? ItemName(row.text(1)) else { return }
            let folded = String(decoding: ItemOrder.foldedName(name), as: UTF8.self)
            if folded != row.text(2) { changed.append((row.integer(0), folded)) }
        }
        for start in stride(from: 0, to: changed.count, by: 500) {
            let batch = changed[start..<min(start + 500, changed.count)]
            try connection.runOnce(
                "UPDATE items SET name_key = v.key FROM unnest($1::bigint[], $2::text[]) AS v(id, key) WHERE items.id = v.id",
                [
                    SQLDialect.postgres.array(batch.map { String($0.0) }, of: .integer),
                    .text(
                        "{"
                            + batch.map {
                                "\"" + $0.1.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
                            }.joined(separator: ",") + "}"),
                ])
        }
    }

    /// The common case in one round trip: a store that is crew's, read by its metadata's qualified
    /// name. `nil` when that fails (a new schema, another application's, one this role may not
    /// use), which `readState()` then judges and names. Run outside a transaction only: a failed
    /// statement would end one.
    private func readCrewMetadata() -> SchemaState? {
        var rows: [(String?, String?)] = []
        guard (try? connection.run(metadataQuery, []) { rows.append(($0.text(0), $0.text(1))) }) != nil
        else { return nil }
        return Self.state(fromMetadata: rows)
    }

    /// crew's metadata by its qualified name (the schema's name was checked to be a plain
    /// identifier; identifiers cannot be bound).
    private var metadataQuery: String { "SELECT key, value FROM \(schema).crew_metadata" }

    /// The state the metadata's rows record. A schema holding crew's metadata holds that table at least.
    private static func state(fromMetadata rows: [(key: String?, value: String?)]) -> SchemaState {
        var values: [String: String] = [:]
        for case (let key?, let value?) in rows { values[key] = value }
        return SchemaState(
            isCrews: true, version: values["schema_version"].flatMap { Int($0) } ?? -1, tables: 1,
            contents: SchemaState.contents(from: values))
    }

    private func readState() throws -> SchemaState {
        // One round trip: the schema's tables, whether crew's metadata is one of them, and whether
        // this role may use the schema.
        let facts =
            try connection.rows(
                "SELECT count(*), count(*) FILTER (WHERE tablename = 'crew_metadata'), "
                    + "(SELECT count(*) FROM pg_namespace WHERE nspname = $1 AND NOT has_schema_privilege(oid, 'USAGE')) "
                    + "FROM pg_tables WHERE schemaname = $1", [.text(schema)]
            ) { ($0.integer(0), $0.integer(1) == 1, $0.integer(2) == 1) }.first ?? (0, false, false)
        let (tables, hasMetadata, isRefused) = facts
        // The catalog shows every schema's tables, but a role without USAGE on the schema cannot
        // read them: say so, rather than "relation crew_metadata does not exist".
        if tables > 0, isRefused {
            throw StoreError.cannotOpen(
                path: name,
                reason:
                    "this role may not use the schema \(schema) (its owner can share it: GRANT the owning role to this one)"
            )
        }
        guard hasMetadata else {
            return SchemaState(isCrews: false, version: 0, tables: tables)
        }
        var values: [String: String] = [:]
        try connection.run("SELECT key, value FROM crew_metadata", []) { values[$0.text(0)] = $0.text(1) }
        return SchemaState(
            isCrews: true, version: values["schema_version"].flatMap { Int($0) } ?? -1, tables: tables,
            contents: SchemaState.contents(from: values))
    }

    private func migrate(_ state: SchemaState, wanted: StoreContents, to target: Int) throws {
        // Identifiers cannot be bound; the schema's name was checked to be a plain identifier.
        try connection.runOnce("CREATE SCHEMA IF NOT EXISTS \(schema)")
        if state.version < target {
            // pg_trgm is a trusted extension: a database's owner may create it.
            try connection.runOnce("CREATE EXTENSION IF NOT EXISTS pg_trgm")
            let trigramSchema = try connection.rows(
                "SELECT n.nspname FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace WHERE c.opcname = 'gin_trgm_ops'"
            ) { $0.text(0) }.first
            let operators = "\"" + (trigramSchema ?? "public").replacing("\"", with: "\"\"") + "\""
            for migration in PostgresSchema.migrations
            where (state.version + 1...target).contains(migration.version) {
                for statement in migration.statements {
                    try connection.runOnce(
                        statement.replacing(PostgresSchema.trigramOperators, with: operators))
                }
                if migration.version == PostgresSchema.refoldingVersion { try refoldNames() }
            }
        }
        try connection.runOnce(
            "INSERT INTO crew_metadata (key, value) VALUES ('schema_version', $1) "
                + "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [.text(String(max(state.version, target)))])
        if state.contents == nil {
            for (key, value) in SchemaState.metadata(for: wanted) {
                try connection.runOnce(
                    "INSERT INTO crew_metadata (key, value) VALUES ($1, $2)", [.text(key), .text(value)])
            }
        }
    }
}
