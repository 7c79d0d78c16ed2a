/// Reads that see one moment of a store: while a snapshot is open, every read sees the store as
/// it was when the snapshot began, whatever other processes write meanwhile. A backup's users and
/// items then agree with each other (every owner is one of the backup's users).
public protocol StoreSnapshot: Sendable {
    /// Starts the view. No change may be made through the same store until it ends.
    func beginSnapshot() async throws
    /// Ends the view: after the last read, or after a failure.
    func endSnapshot() async
}
