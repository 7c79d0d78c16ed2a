extension SQLStore: SnapshotStore {
    /// One read transaction, started at once: every read in it sees the data as it was at its
    /// first read, while other processes go on writing.
    public func beginSnapshot() throws {
        try access { try connection.beginSnapshot() }
    }

    public func endSnapshot() {
        connection.endSnapshot()
    }
}
