#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLStore: CacheRefreshStore {
    public func lastRefresh(of collection: CachedCollection) throws -> Date? {
        try access {
            try connection.rows(
                "SELECT refreshed_at FROM cache_refreshes WHERE collection = ?", [.text(collection.rawValue)]
            ) { Date(timeIntervalSince1970: $0.real(0)) }.first
        }
    }

    public func recordRefresh(of collection: CachedCollection, at date: Date) throws {
        // When, not what: no page depends on it.
        try writeTransaction(countedAsCacheWrite: false) {
            try connection.run(
                "INSERT INTO cache_refreshes (collection, refreshed_at) VALUES (?, ?) "
                    + "ON CONFLICT (collection) DO UPDATE SET refreshed_at = excluded.refreshed_at",
                [.text(collection.rawValue), .real(date.timeIntervalSince1970)])
        }
    }
}
