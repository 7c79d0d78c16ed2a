import Domain

/// The Domain's `StoreSnapshot` over a local store.
public struct LocalStoreSnapshot: StoreSnapshot {
    private let store: any SnapshotStore

    /// Snapshots of `store`.
    public init(store: any SnapshotStore) {
        self.store = store
    }

    public func beginSnapshot() async throws {
        try await store.beginSnapshot()
    }

    public func endSnapshot() async {
        await store.endSnapshot()
    }
}
