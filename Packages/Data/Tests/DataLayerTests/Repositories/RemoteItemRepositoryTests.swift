import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("RemoteItemRepository")
struct RemoteItemRepositoryTests {
    @Test("a good response refreshes the cache, and the answer is current")
    func successRefreshesCache() async throws {
        let (sut, api, cache, clock) = makeSUT()
        let page = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(page.elements.map(\.id.rawValue) == [1, 3, 2])
        #expect(page.freshness == .current)
        #expect(
            try await cache.items(matching: ItemFilter(), order: .pendingFirst, page: .first).elements
                == page.elements)
        #expect(try await cache.lastRefresh(of: .items) == clock.now)
        #expect(await api.requestLines.first == "GET /todos")
    }

    @Test(
        "reads within the refresh window ask the server once: a listing read to its end stands for the counts"
    )
    func readsWithinTheWindowAskOnce() async throws {
        let clock = TestClock()
        let recent = RecentRefreshes(window: 2) { clock.now }
        let (sut, api, _, _) = makeSUT(recentRefreshes: recent)
        let first = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(2))
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: try #require(first.next))
        let listing = await api.requestLines.filter { $0.hasPrefix("GET /todos") }.count
        _ = try await sut.counts(matching: ItemFilter(status: .pending))
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(2))
        #expect(await api.requestLines.filter { $0.hasPrefix("GET /todos") }.count == listing)
        clock.advance(by: 3)
        _ = try await sut.counts(matching: ItemFilter())
        #expect(await api.requestLines.filter { $0.hasPrefix("GET /todos") }.count == listing + 1)
    }

    @Test(
        "the refresh time is kept to the minute: a read within a minute of the last one recorded writes none")
    func refreshTimeKeptToTheMinute() async throws {
        let (sut, _, cache, clock) = makeSUT()
        let first = clock.now
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        clock.advance(by: 59)
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(try await cache.lastRefresh(of: .items) == first)
        clock.advance(by: 1)
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(try await cache.lastRefresh(of: .items) == first.addingTimeInterval(60))
    }

    @Test("an unreachable remote serves the cache within the policy, marked stale")
    func unreachableServesStaleCache() async throws {
        let (sut, api, _, clock) = makeSUT()
        let fresh = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        let refreshedAt = clock.now
        clock.advance(by: 3_000)
        await api.goOffline()
        let stale = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(stale.elements == fresh.elements)
        #expect(stale.freshness == .stale(since: refreshedAt))
        #expect(try await sut.item(withID: itemID(1)) == fresh.elements[0])
        #expect(try await sut.counts(matching: ItemFilter()) == ItemCounts(total: 3, completed: 1))
    }

    @Test("a server error (5xx) also falls back to the cache")
    func serverErrorServesStaleCache() async throws {
        let (sut, api, _, _) = makeSUT()
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        await api.fail(with: 503)
        #expect(
            try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first).freshness.isStale)
    }

    @Test("an answer that is not JSON at all is a failing server: the cache stands in, as for a 5xx")
    func malformedAnswerServesStaleCache() async throws {
        let (sut, api, _, _) = makeSUT()
        let fresh = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        await api.answerMalformed()
        let stale = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(stale.freshness.isStale)
        #expect(stale.elements == fresh.elements)
    }

    @Test("a todo of the wrong shape is skipped and counted like an invalid one; the others are kept")
    func wrongShapeIsSkipped() async throws {
        let (sut, api, _, _) = makeSUT()
        await api.appendRawTodo(#"{"id": 50, "title": "yes?", "completed": "yes", "userId": 1}"#)
        let page = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(page.elements.map(\.id.rawValue) == [1, 3, 2])
    }

    @Test("an add that fails half-way takes back what it created; nothing is left")
    func failedAddIsTakenBack() async throws {
        let (sut, api, _, _) = makeSUT()
        await api.fail(with: 503, method: "POST", afterRequests: 2)
        await #expect(throws: DomainError.unavailable(reason: "the API answered HTTP 503")) {
            try await sut.add([makeNewItem("a"), makeNewItem("b"), makeNewItem("c")])
        }
        #expect(await api.todos.count == 3)
    }

    @Test("an add that fails half-way on a server that will not delete either names what is left there")
    func failedAddNamesLeftovers() async throws {
        let (sut, api, cache, _) = makeSUT()
        await api.fail(with: 503, method: "POST", afterRequests: 2)
        await api.fail(with: 500, method: "DELETE")
        await #expect(
            throws: DomainError.leftOnServer(
                LeftOnServer(
                    kind: .created, ids: [itemID(1001), itemID(1002)], reason: "the API answered HTTP 503"))
        ) {
            try await sut.add([makeNewItem("a"), makeNewItem("b"), makeNewItem("c")])
        }
        #expect(await api.todos.count == 5)
        #expect(try await cache.items(withIDs: [itemID(1001), itemID(1002)]).items.count == 2)
    }

    @Test(
        "a change to several items that fails half-way, on a server that will not change them back, names them"
    )
    func failedUpdateIsTakenBack() async throws {
        let (sut, api, _, _) = makeSUT()
        let items = try await sut.items(
            matching: ItemFilter(status: .pending), order: .pendingFirst, page: .first
        ).elements
        await api.fail(with: 503, method: "PATCH", afterRequests: 1)
        let done = items.map { item in
            var changed = item
            changed.isCompleted = true
            return changed
        }
        await #expect(
            throws: DomainError.leftOnServer(
                LeftOnServer(kind: .changed, ids: [done[0].id], reason: "the API answered HTTP 503"))
        ) {
            try await sut.update(done)
        }
    }

    @Test("an expired cache is unavailable")
    func expiredCacheIsUnavailable() async throws {
        let (sut, api, _, clock) = makeSUT()
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        clock.advance(by: 3_601)
        await api.goOffline()
        await #expect(
            throws: DomainError.unavailable(
                reason: "cannot reach the API: cannot connect, and the cached items are too old")
        ) {
            try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        }
    }

    @Test("an empty cache is unavailable")
    func emptyCacheIsUnavailable() async throws {
        let (sut, api, _, _) = makeSUT()
        await api.goOffline()
        await #expect(
            throws: DomainError.unavailable(
                reason: "cannot reach the API: cannot connect, and nothing is cached")
        ) {
            try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        }
    }

    @Test("a client error (4xx) is not hidden behind the cache")
    func clientErrorIsReported() async throws {
        let (sut, api, _, _) = makeSUT()
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        await api.fail(with: 422)
        await #expect(throws: DomainError.refusedByServer(status: 422, message: "")) {
            try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        }
        await api.comeBack()
        let (refused, refusing, _, _) = makeSUT()
        _ = try await refused.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        await refusing.fail(with: 403)
        await #expect(throws: DomainError.credentialsRefused(status: 403)) {
            try await refused.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        }
    }

    @Test("a machine without libcurl gets that said, not a stale cached copy")
    func missingTransportIsReported() async throws {
        let (sut, api, _, _) = makeSUT()
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        let reason = "Working against an API needs libcurl, which is not installed"
        await api.goOffline(with: .transportMissing(reason: reason))
        await #expect(throws: DomainError.notSupported(reason: reason)) {
            try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        }
        await #expect(throws: DomainError.notSupported(reason: reason)) {
            try await sut.add([makeNewItem("New one")])
        }
    }

    @Test("a write goes to the remote first, then to the cache")
    func writeReachesRemoteThenCache() async throws {
        let (sut, api, cache, _) = makeSUT()
        let added = try await sut.add([makeNewItem("New one", owner: 1)])
        #expect(await api.todos[added[0].id.rawValue]?.title == "New one")
        #expect(try await cache.item(withID: added[0].id) == added[0])
        var done = added[0]
        done.isCompleted = true
        _ = try await sut.update([done])
        #expect(await api.todos[done.id.rawValue]?.completed == true)
        #expect(try await cache.item(withID: done.id)?.isCompleted == true)
        _ = try await sut.remove([done.id])
        #expect(await api.todos[done.id.rawValue] == nil)
        #expect(try await cache.item(withID: done.id) == nil)
    }

    @Test(
        "a write that cannot reach the remote is kept offline: the cache shows it, the outbox holds it, in order"
    )
    func offlineWriteIsKept() async throws {
        let (sut, api, cache, _) = makeSUT()
        let before = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first).elements
        await api.goOffline()
        var changed = before[0]
        changed.isCompleted = true
        let added = try await sut.add([makeNewItem("x")])
        #expect(added.map(\.id) == [Item.ID(provisional: 1)].compactMap { $0 })
        _ = try await sut.update([changed])
        _ = try await sut.remove([before[1].id])
        #expect(try await cache.pendingChanges().map(\.action) == [.create, .update, .remove])
        let listed = try await sut.items(matching: ItemFilter(), order: .id, page: .first).elements
        // By id, the provisional ones (negative, as the cache keeps them) come first.
        #expect(listed.map(\.id) == added.map(\.id) + [before[0].id, before[2].id])
        #expect(try await sut.item(withID: changed.id).isCompleted)
        #expect(await api.todos[changed.id.rawValue]?.completed == false, "nothing reached the server")
    }

    @Test("once a change waits, later writes wait behind it even with the server back, and reads keep them")
    func waitingChangesStayInOrder() async throws {
        let (sut, api, cache, _) = makeSUT()
        let before = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first).elements
        await api.goOffline()
        _ = try await sut.add([makeNewItem("made offline")])
        await api.comeBack()
        var renamed = before[0]
        renamed.name = try ItemName("renamed later")
        _ = try await sut.update([renamed])
        #expect(try await cache.pendingChanges().count == 2)
        #expect(await api.todos[renamed.id.rawValue]?.title == "delectus aut autem")
        // A refresh from the server keeps both as they were made.
        let listed = try await sut.items(matching: ItemFilter(), order: .id, page: .first).elements
        #expect(listed.contains { $0.name.value == "made offline" })
        #expect(listed.first { $0.id == renamed.id }?.name.value == "renamed later")
    }

    @Test("adding several items, one of which the server refuses, leaves neither server nor cache changed")
    func partialAddIsUndone() async throws {
        let (sut, api, cache, _) = makeSUT()
        await api.fail(with: 500, method: "POST", afterRequests: 1)
        await #expect(throws: DomainError.unavailable(reason: "the API answered HTTP 500")) {
            try await sut.add([makeNewItem("first"), makeNewItem("second")])
        }
        #expect(await api.todos.count == 3)
        #expect(try await cache.counts(matching: ItemFilter()).total == 0)
    }

    @Test(
        "a listing read again shows what the server changed since, and puts back what was written in the cache meanwhile",
        arguments: StoreKind.allCases)
    func listingReadAgain(kind: StoreKind) async throws {
        let directory = TemporaryDirectory()
        let api = await FakeRemoteAPI.pagingPendingTodos(30)
        let cache = try kind.makeStore(in: directory, contents: .cache(origin: "https://api.example"))
        let baseURL = URL(string: "https://api.example")!
        let sut = RemoteItemRepository(
            remote: RemoteItemDataSource(client: api, baseURL: baseURL),
            remoteUsers: RemoteUserDataSource(client: api, baseURL: baseURL), cache: cache,
            policy: CachePolicy(maximumAge: 3_600) { Date() }, recentRefreshes: RecentRefreshes(window: 0))
        let names = {
            try await sut.items(
                matching: ItemFilter(status: .pending), order: .pendingFirst, page: pageOf(10)
            )
            .elements.map(\.name.value)
        }
        #expect(try await names() == (1...10).map { "todo \($0)" })
        #expect(try await names() == (1...10).map { "todo \($0)" }, "the same answer, the page as it was")

        await api.setTodo(TodoDTO(id: 4, title: "renamed on the server", completed: false, userId: 1))
        #expect(try await names()[3] == "renamed on the server")

        try await cache.save([makeItem(id: 7, name: "written in the cache", owner: 1)])
        #expect(try await names()[6] == "todo 7", "the server's, not the cache's")
    }

    @Test("items the server no longer has leave the cache on the next refresh")
    func refreshDropsRemovedItems() async throws {
        let (sut, api, cache, _) = makeSUT()
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        await api.removeTodo(3)
        _ = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(try await cache.item(withID: itemID(3)) == nil)
    }

    @Test("owners missing from the cache are fetched; items of owners the server lacks are left out")
    func ownersAreFetched() async throws {
        let api = FakeRemoteAPI(
            users: [UserDTO(id: 1, name: "Leanne", email: "l@example.com")],
            todos: [
                TodoDTO(id: 1, title: "owned", completed: false, userId: 1),
                TodoDTO(id: 2, title: "orphan", completed: false, userId: 99),
            ])
        let (sut, _, cache, _) = makeSUT(api: api)
        let page = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(page.elements.map(\.name.value) == ["owned"])
        #expect(try await cache.user(withID: userID(1))?.name.value == "Leanne")
    }

    // MARK: - Helpers

    private func makeSUT(
        api: FakeRemoteAPI? = nil, recentRefreshes: RecentRefreshes = RecentRefreshes(window: 0)
    ) -> (sut: RemoteItemRepository, api: FakeRemoteAPI, cache: any LocalStore, clock: TestClock) {
        let api =
            api
            ?? FakeRemoteAPI(
                users: [UserDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")],
                todos: [
                    TodoDTO(id: 1, title: "delectus aut autem", completed: false, userId: 1),
                    TodoDTO(id: 2, title: "quis ut nam facilis", completed: true, userId: nil),
                    TodoDTO(id: 3, title: "fugiat veniam minus", completed: false, userId: 1),
                ])
        let cache = InMemoryStore()
        let clock = TestClock()
        let baseURL = URL(string: "https://api.example")!
        let sut = RemoteItemRepository(
            remote: RemoteItemDataSource(client: api, baseURL: baseURL),
            remoteUsers: RemoteUserDataSource(client: api, baseURL: baseURL),
            cache: cache,
            policy: CachePolicy(maximumAge: 3_600) { clock.now }, recentRefreshes: recentRefreshes)
        return (sut, api, cache, clock)
    }
}
