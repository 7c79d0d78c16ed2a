extension PostgresStore: SnapshotStore {
    /// A read-only transaction at REPEATABLE READ: every statement in it sees the data as of its
    /// first statement, whatever other clients commit meanwhile.
    public func beginSnapshot() throws {
        try access {
            try connection.runOnce("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            _ = try connection.runOnce("SELECT 1")
        }
    }

    public func endSnapshot() {
        _ = try? connection.runOnce("COMMIT")
    }
}
