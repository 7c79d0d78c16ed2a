extension InMemoryStore: SnapshotStore {
    public func beginSnapshot() {
        frozen = (users, items)
    }

    public func endSnapshot() {
        frozen = nil
    }
}
