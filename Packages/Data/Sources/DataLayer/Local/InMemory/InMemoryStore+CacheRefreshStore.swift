#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

extension InMemoryStore: CacheRefreshStore {
    public func lastRefresh(of collection: CachedCollection) -> Date? {
        refreshes[collection]
    }

    public func recordRefresh(of collection: CachedCollection, at date: Date) {
        refreshes[collection] = date
    }
}
