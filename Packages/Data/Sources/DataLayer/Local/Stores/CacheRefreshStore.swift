import Foundation

/// When each cached collection was last refreshed from the remote.
public protocol CacheRefreshStore: Sendable {
    func lastRefresh(of collection: CachedCollection) async throws -> Date?
    func recordRefresh(of collection: CachedCollection, at date: Date) async throws
}
