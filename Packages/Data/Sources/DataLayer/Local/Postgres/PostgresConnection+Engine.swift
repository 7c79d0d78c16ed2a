/// What the store asks of PostgreSQL beyond running statements: its failures as a person reads
/// them, snapshots, and the sequences that hand out ids past every one ever drawn.
extension PostgresConnection {
    /// A read-only transaction at REPEATABLE READ: every statement in it sees the data as of its
    /// first statement, whatever other clients commit meanwhile.
    public func beginSnapshot() throws {
        try runOnce("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        _ = try runOnce("SELECT 1")
    }

    public func endSnapshot() {
        _ = try? runOnce("COMMIT")
    }

    public func storeError(for error: any Error) -> any Error {
        (error as? PostgresFailure)?.storeError ?? error
    }

    public func violation(in error: any Error) -> SQLConstraintViolation? {
        guard let failure = error as? PostgresFailure else { return nil }
        if failure.isForeignKeyViolation { return .foreignKey }
        guard failure.isUniqueViolation else { return nil }
        if failure.constraint == "users_email_unique" { return .uniqueEmail }
        return failure.constraint?.hasSuffix("_pkey") == true ? .uniqueID : nil
    }

    /// Another client took an id this transaction chose, or changed what it read: run it again.
    public func raced(_ error: any Error) -> any Error {
        (error as? PostgresFailure).map(PostgresFailure.raced) ?? error
    }

    /// Past the sequence and past the rows: a row stored with an id of its own by another tool
    /// is never given again.
    public func highestID(in table: String) throws -> Int {
        try integer(
            "SELECT greatest(CASE WHEN is_called THEN last_value ELSE last_value - 1 END, "
                + "(SELECT coalesce(max(id), 0) FROM \(table))) FROM \(Self.sequence(of: table))") ?? 0
    }

    /// Makes the sequence hand out ids past `id`, as SQLite's AUTOINCREMENT does. It only ever
    /// moves forwards. A client that chose an id meanwhile meets the row (a unique violation) and
    /// runs its change again. It needs no answer: it goes with the change's next statement.
    public func handedOut(upTo id: Int, in table: String) throws {
        guard id > 0 else { return }
        let sequence = Self.sequence(of: table)
        deferred.append(
            PipelinedStatement(
                "SELECT setval('\(sequence)', $1) FROM \(sequence) WHERE NOT is_called OR last_value < $1",
                [.integer(id)]))
    }

    /// No version to compare: a ranking is reused for the later pages of one listing only.
    public func dataVersion() throws -> DatabaseVersion? { nil }

    public func beginPage() {}

    /// The server keeps its own caches: nothing to take for writes.
    public func prepareForWrites() {}

    public func finishWrites() {}

    /// libpq's cancel request (`PQcancel`), sent only while a statement runs (`PostgresCancelHandle`):
    /// a replaced search on PostgreSQL stops where it is, as on SQLite.
    public func beginInterruptibleRead() -> QueryInterrupter {
        let handle = cancelHandle
        let read = handle.begin()
        return QueryInterrupter(read: read) { handle.cancel(read: read) }
    }

    public func endInterruptibleRead(_ interrupter: QueryInterrupter) {
        cancelHandle.end(interrupter.read)
    }

    private static func sequence(of table: String) -> String {
        table == "users" ? "user_ids" : "item_ids"
    }
}
