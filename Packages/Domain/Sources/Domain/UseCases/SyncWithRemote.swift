/// Brings the local cache up to date with the remote, reporting progress as it goes.
public struct SyncWithRemote: Sendable {
    private let synchronizer: any CacheSynchronizer

    /// Syncs through `synchronizer`.
    public init(synchronizer: any CacheSynchronizer) {
        self.synchronizer = synchronizer
    }

    /// Sends what waits, then pulls the server's records, telling `progress` as pages arrive.
    public func execute(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws
        -> SyncReport
    {
        try await synchronizer.synchronize(progress: progress)
    }
}
