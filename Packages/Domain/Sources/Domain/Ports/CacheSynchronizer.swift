/// Pulls everything the remote holds into the local cache. Only a remote configuration has one.
public protocol CacheSynchronizer: Sendable {
    func synchronize(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport
}
