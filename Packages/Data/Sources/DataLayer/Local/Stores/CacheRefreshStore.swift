#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// When each cached collection was last refreshed from the remote.
public protocol CacheRefreshStore: Sendable {
    /// When `collection` was last pulled from the API; `nil` if never.
    func lastRefresh(of collection: CachedCollection) async throws -> Date?
    /// Records that `collection` was pulled at `date`.
    func recordRefresh(of collection: CachedCollection, at date: Date) async throws
}
