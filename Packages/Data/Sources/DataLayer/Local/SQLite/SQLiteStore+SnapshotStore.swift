extension SQLiteStore: SnapshotStore {
    /// One read transaction, started at once: in WAL mode its reads see the database as it was
    /// at its first read, while other processes go on writing.
    public func beginSnapshot() throws {
        try connection.execute("BEGIN DEFERRED")
        do {
            _ = try connection.integer("SELECT count(*) FROM sqlite_schema")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    public func endSnapshot() {
        try? connection.execute("COMMIT")
    }
}
