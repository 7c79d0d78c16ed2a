import Foundation

extension InMemoryStore: CacheRefreshStore {
    public func lastRefresh(of collection: CachedCollection) -> Date? {
        refreshes[collection]
    }

    public func recordRefresh(of collection: CachedCollection, at date: Date) {
        refreshes[collection] = date
    }
}
