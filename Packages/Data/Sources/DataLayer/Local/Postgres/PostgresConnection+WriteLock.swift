/// The statements that queue a change behind crew's other writers on this store (`transaction`).
extension PostgresConnection {
    /// Queues behind crew's other writers for at most 10 s (then SQLSTATE 55P03: the store is
    /// busy) in a transaction of its own, then begins the change's, whose snapshot is thus taken
    /// after the lock. The first transaction is begun explicitly: a `COMMIT` ending the implicit
    /// one logged "there is no transaction in progress" on the server for every change.
    /// Constants only: no value is ever written into SQL.
    static let queueThenBegin = [
        "BEGIN", "SET lock_timeout = '10s'", "SELECT pg_advisory_lock(\(writeLockKeys))", "COMMIT",
        "BEGIN ISOLATION LEVEL SERIALIZABLE",
    ]
    static let commitThenRelease = ["COMMIT", "SELECT pg_advisory_unlock(\(writeLockKeys))"]
    static let releaseWriteLock = "SELECT pg_advisory_unlock(\(writeLockKeys))"

    /// The write lock of this store, not of the whole database: crew's key with the store's
    /// schema (the first of the search path), so two crews on one store queue, and stores in
    /// other schemas of the same database (a team's per-project stores, the tests' own) never
    /// wait for each other.
    static let writeLockKeys = "\(PostgresSchema.writeLock), hashtext(current_schema())"
}
