/// A store that can hold one moment of its data while several reads run (see the Domain's
/// `StoreSnapshot`): SQLite in one read transaction, PostgreSQL in a repeatable-read one.
public protocol SnapshotStore: Sendable {
    /// Starts one read transaction: every read until ``endSnapshot()`` sees the same data.
    func beginSnapshot() async throws
    /// Ends the read transaction.
    func endSnapshot() async
}
