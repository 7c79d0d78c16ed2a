/// The statements that queue a change behind crew's other writers on this store (`transaction`).
extension PostgresConnection {
    /// Begins the change's transaction and queues behind crew's other writers for at most 10 s
    /// (then SQLSTATE 55P03: the store is busy) by locking the store's metadata table in a mode
    /// that only itself and writes to that table wait for: readers never do, and stores in other
    /// schemas of the same database (a team's per-project stores, the tests' own) have a table of
    /// their own. A serializable transaction takes its snapshot at its first query, not at a
    /// `LOCK` or a `SET`: it sees what the writer before it committed, as SQLite's
    /// `BEGIN IMMEDIATE` does. The lock ends with the transaction, committed or rolled back: no
    /// statement releases it. (An advisory lock of the session's, queued in a transaction of its
    /// own and released after the commit, cost the server two statements and a transaction more:
    /// 0.2 ms of every change.) Constants only: no value is ever written into SQL.
    static let queueThenBegin = [
        "BEGIN ISOLATION LEVEL SERIALIZABLE", "SET LOCAL lock_timeout = '10s'", takeWriteLock,
    ]

    /// The lock itself: `SHARE ROW EXCLUSIVE` conflicts with itself and with writes, never with reads.
    static let takeWriteLock = "LOCK TABLE crew_metadata IN SHARE ROW EXCLUSIVE MODE"
}
