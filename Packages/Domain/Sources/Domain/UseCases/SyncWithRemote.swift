/// Brings the local cache up to date with the remote, reporting progress as it goes.
public struct SyncWithRemote: Sendable {
    private let synchronizer: any CacheSynchronizer

    public init(synchronizer: any CacheSynchronizer) {
        self.synchronizer = synchronizer
    }

    public func execute(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws
        -> SyncReport
    {
        try await synchronizer.synchronize(progress: progress)
    }
}
