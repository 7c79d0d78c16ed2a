import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Sync and small values")
struct SyncAndValuesTests {
    /// A synchronizer that reports two steps of progress, then its report.
    struct ReportingSynchronizer: CacheSynchronizer {
        func synchronize(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
            progress(SyncProgress(collection: .users, received: 2, total: 2))
            progress(SyncProgress(collection: .items, received: 5, total: nil))
            return SyncReport(users: 2, items: 5, skipped: 1)
        }
    }

    /// Progress as reported; a lock, not `Mutex`, which ThreadSanitizer misreads on Linux.
    final class ProgressLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [SyncProgress] = []
        func append(_ progress: SyncProgress) { lock.withLock { entries.append(progress) } }
        var all: [SyncProgress] { lock.withLock { entries } }
    }

    @Test("syncing passes the synchronizer's progress on, in order, and returns its report")
    func sync() async throws {
        let log = ProgressLog()
        let report = try await SyncWithRemote(synchronizer: ReportingSynchronizer()).execute {
            log.append($0)
        }
        #expect(report == SyncReport(users: 2, items: 5, skipped: 1))
        #expect(log.all.map(\.collection) == [.users, .items])
        #expect(log.all.map(\.total) == [2, nil])
        #expect(log.all.map(\.received) == [2, 5])
    }

    @Test("freshness says whether data came from a cache")
    func freshness() {
        #expect(!Freshness.current.isStale)
        #expect(Freshness.stale(since: Date(timeIntervalSince1970: 0)).isStale)
    }

    @Test("what a failed remote batch left is kept as given")
    func leftOnServer() {
        let left = LeftOnServer(kind: .created, ids: [itemID(5)], reason: "down")
        #expect(left.kind == .created && left.ids == [itemID(5)] && left.reason == "down")
        let unreadable = UnreadableRecord(id: 3, problem: ValidationError(field: .itemName, problem: .empty))
        #expect(unreadable.id == 3 && unreadable.problem.field == .itemName)
    }

    @Test("showing a missing user is userNotFound; renaming to the same name writes nothing")
    func showAndRenameWithoutChange() async throws {
        let items = InMemoryItemRepository([makeItem(id: 1, name: "same")])
        let users = InMemoryUserRepository([makeUser(id: 1)], items: items)
        #expect(try await FindUser(users: users).execute(.id(userID(1))) == makeUser(id: 1))
        await #expect(throws: DomainError.userNotFound(userID(2))) {
            try await FindUser(users: users).execute(.id(userID(2)))
        }
        #expect(
            try await RenameItem(items: items).execute(itemID(1), to: try ItemName("same")).unchanged
                == [itemID(1)])
        #expect(
            try await AssignItem(items: items, users: users).execute(itemID(1), to: nil).unchanged == [
                itemID(1)
            ])
        #expect(await items.writes.isEmpty)
    }

    @Test("the search rank orders exact, prefix, word and substring matches")
    func searchRanks() throws {
        let query = try SearchQuery("milk")
        #expect(SearchRank(ofText: "Milk", for: query) == .exactName)
        #expect(SearchRank(ofText: "milkshake", for: query) == .namePrefix)
        #expect(SearchRank(ofText: "oat milk", for: query) == .wordPrefix)
        #expect(SearchRank(ofText: "buttermilk", for: query) == .substring)
        #expect(SearchRank(ofText: "bread", for: query) == nil)
        #expect(SearchRank.exactName < SearchRank.substring)
        #expect(query.description == "milk")
        #expect(ItemOrder.id.sortKey(of: makeItem(id: 9)) == [9])
    }
}
