#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

extension PostgresStore: CacheRefreshStore {
    public func lastRefresh(of collection: CachedCollection) throws -> Date? {
        try access {
            try connection.rows(
                "SELECT refreshed_at FROM cache_refreshes WHERE collection = $1", [.text(collection.rawValue)]
            ) { Date(timeIntervalSince1970: $0.real(0)) }.first
        }
    }

    public func recordRefresh(of collection: CachedCollection, at date: Date) throws {
        try access {
            try connection.transaction {
                try connection.run(
                    "INSERT INTO cache_refreshes (collection, refreshed_at) VALUES ($1, $2) "
                        + "ON CONFLICT (collection) DO UPDATE SET refreshed_at = excluded.refreshed_at",
                    [.text(collection.rawValue), .real(date.timeIntervalSince1970)])
            }
        }
    }
}
