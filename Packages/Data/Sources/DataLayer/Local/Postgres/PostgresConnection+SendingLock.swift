/// One `crew sync` at a time per cache database: a session-level advisory lock, which the server
/// drops when the connection ends, so a sync killed with SIGKILL never leaves it held.
extension PostgresConnection {
    public func takeSendingLock() throws -> Bool {
        try runOnce("SELECT pg_try_advisory_lock($1)", [.integer(PostgresSchema.sendingLock)]).first?.first
            == "t"
    }

    public func releaseSendingLock() {
        _ = try? runOnce("SELECT pg_advisory_unlock($1)", [.integer(PostgresSchema.sendingLock)])
    }
}
