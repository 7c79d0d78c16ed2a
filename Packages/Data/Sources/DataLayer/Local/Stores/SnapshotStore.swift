/// A store that can hold one moment of its data while several reads run (see the Domain's
/// `StoreSnapshot`): SQLite in one read transaction, PostgreSQL in a repeatable-read one.
public protocol SnapshotStore: Sendable {
    func beginSnapshot() async throws
    func endSnapshot() async
}
