#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether data is current or served from a cache because its source could not be reached.
public enum Freshness: Hashable, Sendable {
    /// Read from its source just now.
    case current
    /// Cached data, last refreshed at the given time.
    case stale(since: Date)
    /// The API has never answered: what is shown is only what waits to be sent.
    case onlyWaiting

    /// Whether what is shown may be out of date (served from the cache, or only what waits).
    public var isStale: Bool {
        self != .current
    }
}
