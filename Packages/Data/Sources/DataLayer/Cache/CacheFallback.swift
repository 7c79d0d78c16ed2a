import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The remote repositories' rule for reads and writes:
/// - a read goes to the remote; when the remote is unreachable, the cached copy is served, marked
///   stale, if the policy still accepts its age; otherwise the read is `DomainError.unavailable`;
/// - a write goes to the remote only; any remote failure becomes `DomainError.unavailable`, and
///   the caller touches the cache only after the remote accepted the write.
struct CacheFallback: Sendable {
    let refreshes: any CacheRefreshStore
    let policy: CachePolicy
    let collection: CachedCollection

    func read<T>(
        remote: () async throws -> T, cached: (Freshness) async throws -> T
    ) async throws -> T {
        do {
            return try await remote()
        } catch let error as RemoteError where error.isUnreachable {
            guard let refreshed = try await refreshes.lastRefresh(of: collection) else {
                throw DomainError.unavailable(reason: "\(error), and nothing is cached")
            }
            guard policy.accepts(refreshedAt: refreshed) else {
                throw DomainError.unavailable(reason: "\(error), and the cached \(collection) are too old")
            }
            return try await cached(.stale(since: refreshed))
        } catch {
            throw Self.domainError(error)
        }
    }

    func write<T>(_ remote: () async throws -> T) async throws -> T {
        do {
            return try await remote()
        } catch {
            throw Self.domainError(error)
        }
    }

    /// Records that the collection was read from the server now. The time is kept to the
    /// minute (what the notices say: "cached 5 min ago", "just now" under one): a read within
    /// a minute of the last one recorded writes nothing, so that a listing of an unchanged
    /// collection leaves the cache's file as it was (its write and the sync of the file were
    /// 1.7 of the 15.8 ms of `items list -n 10`, measured on disk against tmpfs).
    func recordRefresh() async throws {
        let now = policy.currentDate
        if let last = try await refreshes.lastRefresh(of: collection),
            (0..<Self.recordedPrecision).contains(now.timeIntervalSince(last))
        {
            return
        }
        try await refreshes.recordRefresh(of: collection, at: now)
    }

    /// How close to the last recorded refresh a read may be and not be recorded.
    static let recordedPrecision: TimeInterval = 60

    /// A failure that means the API cannot be reached now (cannot connect, timed out, 5xx, an
    /// answer cut short): a read is served from the cache, a write kept offline; a 4xx stays the
    /// error it is.
    static func isOffline(_ error: any Error) -> Bool {
        (error as? RemoteError)?.isUnreachable ?? false
    }

    /// Remote failures become `unavailable` with a readable reason; domain errors pass through.
    static func domainError(_ error: any Error) -> any Error {
        switch error {
        case RemoteError.credentialsRefused(let status): DomainError.credentialsRefused(status: status)
        case RemoteError.transportMissing(let reason): DomainError.notSupported(reason: reason)
        case RemoteError.refused(let status, let message):
            DomainError.refusedByServer(status: status, message: message)
        case let remote as RemoteError: DomainError.unavailable(reason: remote.description)
        case let record as InvalidRecordError: DomainError.unavailable(reason: "the API sent an \(record)")
        default: error
        }
    }
}
