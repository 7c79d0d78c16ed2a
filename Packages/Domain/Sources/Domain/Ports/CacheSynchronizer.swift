/// Pulls everything the remote holds into the local cache. Only a remote configuration has one.
public protocol CacheSynchronizer: Sendable {
    /// Sends what waits in the outbox, then pulls the server's records into the cache, telling `progress` as
    /// pages arrive.
    func synchronize(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport
}
