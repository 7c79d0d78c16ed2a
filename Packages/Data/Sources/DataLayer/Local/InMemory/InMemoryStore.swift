import Domain
import Foundation

/// A store that keeps everything in memory: the cache when no file can be used, and the
/// reference the shared store specs hold `SQLiteStore` to. It applies the Domain's own
/// definitions of filters and orders, and the same constraints as the SQLite schema.
public actor InMemoryStore {
    var users: [User.ID: User] = [:]
    var items: [Item.ID: Item] = [:]
    var refreshes: [CachedCollection: Date] = [:]
    var lastUserID = 0
    var lastItemID = 0

    public init() {}

    /// Runs `body` on a copy of the state and keeps the result only if it does not throw:
    /// the in-memory counterpart of a transaction.
    func transaction<T>(_ body: (inout Snapshot) throws -> T) rethrows -> T {
        var snapshot = Snapshot(users: users, items: items, lastUserID: lastUserID, lastItemID: lastItemID)
        let result = try body(&snapshot)
        (users, items, lastUserID, lastItemID) = (
            snapshot.users, snapshot.items, snapshot.lastUserID, snapshot.lastItemID
        )
        return result
    }
}
