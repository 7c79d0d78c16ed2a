import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("RemoteCacheSynchronizer")
struct RemoteCacheSynchronizerTests {
    @Test("pulls users then items into the cache, reports progress, and skips what it cannot keep")
    func synchronizes() async throws {
        let api = FakeRemoteAPI(
            users: [
                UserDTO(id: 1, name: "Leanne", email: "l@example.com"),
                UserDTO(id: 2, name: "", email: "bad"),
            ],
            todos: [
                TodoDTO(id: 1, title: "mine", completed: false, userId: 1),
                TodoDTO(id: 2, title: "nobody's", completed: true, userId: nil),
                TodoDTO(id: 3, title: "unknown owner", completed: false, userId: 42),
            ])
        let cache = InMemoryStore()
        try await cache.save([makeItem(id: 99, name: "gone from the server")])
        let clock = TestClock()
        let sut = makeSUT(api: api, cache: cache) { clock.now }
        let progress = Locked<[SyncProgress]>([])
        let report = try await SyncWithRemote(synchronizer: sut).execute { update in
            progress.withLock { $0.append(update) }
        }
        #expect(report == SyncReport(users: 1, items: 2, skipped: 2))
        #expect(
            progress.withLock { $0 } == [
                SyncProgress(collection: .users, received: 1, total: 1),
                SyncProgress(collection: .items, received: 3, total: nil),
            ])
        let cached = await cache.items(matching: ItemFilter(), order: .pendingFirst, page: .first).elements
        #expect(cached.map(\.id.rawValue) == [1, 2])
        #expect(await cache.lastRefresh(of: .items) == clock.now)
    }

    @Test("an unreachable server fails the sync with a clear error and leaves the cache as it was")
    func unreachable() async throws {
        let api = FakeRemoteAPI()
        await api.goOffline()
        let cache = InMemoryStore()
        try await cache.save([makeItem(id: 5)])
        let sut = makeSUT(api: api, cache: cache) { Date() }
        await #expect(throws: DomainError.unavailable(reason: "cannot reach the API: cannot connect")) {
            try await sut.synchronize { _ in }
        }
        #expect(await cache.item(withID: itemID(5)) == makeItem(id: 5))
    }

    // MARK: - Helpers

    /// The synchronizer between `api` and `cache`, its cache a minute fresh by `now`.
    private func makeSUT(
        api: FakeRemoteAPI, cache: InMemoryStore, now: @escaping @Sendable () -> Date
    ) -> RemoteCacheSynchronizer {
        let base = URL(string: "https://api.example")!
        return RemoteCacheSynchronizer(
            remoteUsers: RemoteUserDataSource(client: api, baseURL: base),
            remoteItems: RemoteItemDataSource(client: api, baseURL: base), cache: cache,
            policy: CachePolicy(maximumAge: 60, now: now))
    }
}
