import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import DataLayer

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

    @Test(
        "pulls items a page at a time, in whatever answers the server gives: the cache ends as the server, each record read once",
        arguments: [ServerPaging.asAsked, .allAtOnce, .newestFirst])
    func pullsPageByPage(paging: ServerPaging) async throws {
        let api = FakeRemoteAPI(
            users: [UserDTO(id: 1, name: "Leanne", email: "l@example.com")],
            todos: (1...25).map { TodoDTO(id: $0, title: "todo \($0)", completed: $0 % 4 == 0, userId: 1) })
        switch paging {
        case .asAsked: await api.pageListings()
        case .allAtOnce: break
        case .newestFirst: await api.listNewestFirst()
        }
        let cache = InMemoryStore()
        try await cache.save([makeUser(id: 1, name: "Leanne", email: "l@example.com")])
        try await cache.save([
            makeItem(id: 7, name: "stale"), makeItem(id: 26, name: "gone"), makeItem(id: 90),
        ])
        let base = URL(string: "https://api.example")!
        let sut = RemoteCacheSynchronizer(
            remoteUsers: RemoteUserDataSource(client: api, baseURL: base),
            remoteItems: RemoteItemDataSource(client: api, baseURL: base, pageSize: 4, wholeAnswerLimit: 0),
            cache: cache, policy: CachePolicy(maximumAge: 60) { Date() })
        let progress = Locked<[Int]>([])
        let report = try await sut.synchronize { update in
            if update.collection == .items { progress.withLock { $0.append(update.received) } }
        }
        #expect(report == SyncReport(users: 1, items: 25, skipped: 0))
        let cached = await cache.items(matching: ItemFilter(), order: .id, page: pageOf(100)).elements
        let server = try await api.todos.values.map { try $0.toDomain() }.sorted { $0.id < $1.id }
        #expect(cached == server, "todo 7 as the server has it; 26 and 90 gone")
        let asked = await api.requestedURLs.filter { $0.hasPrefix("/todos") }
        // Out of id order, the first page says the collection must be read whole: it is read again.
        #expect(Set(asked).count == asked.count - (paging == .newestFirst ? 1 : 0), "\(asked)")
        switch paging {
        case .asAsked:
            #expect(asked.count == 7)
            #expect(progress.withLock { $0 } == [4, 8, 12, 16, 20, 24, 25])
        case .allAtOnce:
            #expect(asked.count == 1)
            #expect(progress.withLock { $0 } == [4, 8, 12, 16, 20, 24, 25], "a page at a time")
        case .newestFirst:
            #expect(progress.withLock { $0 }.last == 25)
        }
    }

    @Test(
        "answers read whole, the page after a full one asked as soon as it is complete: still each page once, in order, and none past the last",
        arguments: [24, 25])
    func pullsAheadOfTheCache(todos: Int) async throws {
        let api = FakeRemoteAPI(
            users: [UserDTO(id: 1, name: "Leanne", email: "l@example.com")],
            todos: (1...todos).map { TodoDTO(id: $0, title: "todo \($0)", completed: $0 % 4 == 0, userId: 1) }
        )
        await api.pageListings()
        let cache = InMemoryStore()
        let base = URL(string: "https://api.example")!
        let sut = RemoteCacheSynchronizer(
            remoteUsers: RemoteUserDataSource(client: api, baseURL: base),
            remoteItems: RemoteItemDataSource(
                client: api, baseURL: base, pageSize: 4, wholeAnswerLimit: 1_000_000),
            cache: cache, policy: CachePolicy(maximumAge: 60) { Date() })
        let report = try await sut.synchronize { _ in }
        #expect(report == SyncReport(users: 1, items: todos, skipped: 0))
        let cached = await cache.items(matching: ItemFilter(), order: .id, page: pageOf(100)).elements
        #expect(cached == (try await api.todos.values.map { try $0.toDomain() }.sorted { $0.id < $1.id }))
        let pages = await api.requestedURLs.filter { $0.hasPrefix("/todos") }
            .compactMap { $0.split(separator: "_page=").last?.prefix { $0.isNumber } }.map { Int($0) }
        #expect(
            pages == Array(1...7), "24 todos: 6 full pages and an empty seventh; 25: the seventh holds one")
    }

    @Test(
        "each page is recorded with its answer; the next sync takes a page from the record while the answer and the cache are the same, and no longer",
        arguments: StoreKind.allCases)
    func recordsPages(kind: StoreKind) async throws {
        let directory = TemporaryDirectory()
        let api = await FakeRemoteAPI.pagingPendingTodos(10)
        let cache = try kind.makeStore(in: directory, contents: .cache(origin: "https://api.example"))
        let base = URL(string: "https://api.example")!
        let sut = RemoteCacheSynchronizer(
            remoteUsers: RemoteUserDataSource(client: api, baseURL: base),
            remoteItems: RemoteItemDataSource(client: api, baseURL: base, pageSize: 4),
            cache: cache, policy: CachePolicy(maximumAge: 60) { Date() })
        #expect(try await sut.synchronize { _ in } == SyncReport(users: 1, items: 10, skipped: 0))
        let spans = [Int.min...4, 5...8, 9...Int.max]
        var recorded: [RecordedPage] = []
        for span in spans {
            recorded.append(try #require(try await cache.recordedPage(matching: ItemFilter(), idsIn: span)))
        }
        #expect(recorded.map(\.kept) == [4, 4, 2])

        // Recorded again under the same answer with other counts: a sync that takes the page from
        // the record reports them, one that reads the page reports what it holds.
        let middle = RecordedPage(answer: recorded[1].answer, kept: 40, skipped: 2)
        let cachedMiddle = (5...8).map {
            try? TodoDTO(id: $0, title: "todo \($0)", completed: false, userId: 1).toDomain()
        }
        try await cache.replaceItems(
            matching: ItemFilter(), idsIn: 5...8, with: cachedMiddle.compactMap { $0 }, recording: middle)
        let second = try await sut.synchronize { _ in }
        #expect(second == SyncReport(users: 1, items: 46, skipped: 2))

        // The server changes a todo of the middle page: its answer differs, and the page is read.
        await api.setTodo(TodoDTO(id: 6, title: "renamed on the server", completed: true, userId: 1))
        #expect(try await sut.synchronize { _ in } == SyncReport(users: 1, items: 10, skipped: 0))
        #expect(try await cache.item(withID: itemID(6))?.name.value == "renamed on the server")

        // The cache is written behind the sync's back (another command): every page is read again.
        try await cache.save([makeItem(id: 2, name: "changed in the cache", owner: 1)])
        try await cache.save([makeItem(id: 9, name: "changed too", owner: 1)])
        #expect(try await sut.synchronize { _ in } == SyncReport(users: 1, items: 10, skipped: 0))
        let cached = try await cache.items(matching: ItemFilter(), order: .id, page: pageOf(100)).elements
        #expect(cached == (try await api.todos.values.map { try $0.toDomain() }.sorted { $0.id < $1.id }))
    }

    enum ServerPaging: CaseIterable, Sendable {
        case asAsked, allAtOnce, newestFirst
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
