import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import DataLayer

/// A listing against an API in the order the server keeps reads the server's pages as it shows
/// its own, never the whole collection first (`items list -n 10` made 100 requests).
@Suite("RemoteItemRepository listings, page by page")
struct RemoteListingTests {
    @Test("a listing of ten asks the server for one page of ten pending items")
    func firstTenAskOnePage() async throws {
        let (sut, api, _) = await makeSUT(todos: 100)
        let page = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(10))
        #expect(await api.requestedURLs == ["/todos?completed=false&_page=1&_limit=10"])
        #expect(page.elements.map(\.id.rawValue) == [1, 2, 4, 5, 7, 8, 10, 11, 13, 14])
        #expect(page.next != nil, "the server has more, though the cache does not yet")
    }

    @Test(
        "read to its end, a listing asks once per page shown (and once where pending turns to done) and equals the listing read whole",
        arguments: [ItemStatusFilter.all, .pending, .completed], [7, 10, 1_000])
    func wholeListingPageByPage(status: ItemStatusFilter, pageSize: Int) async throws {
        let (sut, api, _) = await makeSUT(todos: 95)
        let filter = ItemFilter(status: status)
        var shown: [Item] = []
        var pages = 0
        var request: PageRequest? = pageOf(pageSize)
        while let next = request {
            let page = try await sut.items(matching: filter, order: .pendingFirst, page: next)
            shown += page.elements
            pages += 1
            request = page.next
        }
        let whole = InMemoryStore()
        let todos = await api.todos.values
        try await whole.save([Self.owner.toDomain()])
        try await whole.save(todos.map { try $0.toDomain() })
        let expected = await whole.items(matching: filter, order: .pendingFirst, page: pageOf(1_000))
        #expect(shown.map(\.id) == expected.elements.map(\.id))
        let asked = await api.requestedURLs
        #expect(Set(asked).count == asked.count, "no server page is read twice: \(asked)")
        #expect(asked.count <= pages + (status == .all ? 1 : 0), "\(asked.count) requests for \(pages) pages")
    }

    @Test("a record the server no longer has leaves the cache as the page that spans it is read")
    func goneRecordsLeaveWithTheirPage() async throws {
        let (sut, api, cache) = await makeSUT(todos: 40)
        _ = try await readAll(sut, pageSize: 1_000)
        await api.removeTodo(4)
        await api.removeTodo(38)
        let first = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(5))
        #expect(first.elements.map(\.id.rawValue) == [1, 2, 5, 7, 8])
        #expect(try await cache.item(withID: itemID(4)) == nil)
        #expect(try await cache.item(withID: itemID(38)) != nil, "beyond the page read: not asked yet")
        _ = try await readAll(sut, pageSize: 5)
        #expect(try await cache.item(withID: itemID(38)) == nil)
    }

    @Test(
        "changes waiting to be sent stay as they were made: an offline item first, a completed one not pending"
    )
    func waitingChangesShowInTheirPlace() async throws {
        let (sut, api, cache) = await makeSUT(todos: 30)
        var first = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(3))
            .elements[0]
        await api.goOffline()
        let added = try await sut.add([makeNewItem("made offline")])
        first.isCompleted = true
        _ = try await sut.update([first])
        await api.comeBack()
        let page = try await sut.items(
            matching: ItemFilter(status: .pending), order: .pendingFirst, page: pageOf(3))
        #expect(page.elements.map(\.id) == [added[0].id, itemID(2), itemID(4)])
        #expect(page.waiting == 2)
        #expect(try await cache.item(withID: first.id)?.isCompleted == true)
    }

    @Test(
        "a server that does not send its records by id is read whole, and the listing keeps the Domain's order"
    )
    func unorderedServerIsReadWhole() async throws {
        let (sut, api, _) = await makeSUT(todos: 30)
        await api.listNewestFirst()
        let listed = try await readAll(sut, pageSize: 4)
        #expect(
            listed.map(\.id.rawValue) == (1...30).filter { $0 % 3 != 0 } + (1...30).filter { $0 % 3 == 0 })
    }

    @Test("a server that ignores paging is read once per status, whatever the page size")
    func serverIgnoringPagingIsReadOnce() async throws {
        let (sut, api, _) = await makeSUT(todos: 30, paging: false)
        let listed = try await readAll(sut, pageSize: 4)
        #expect(listed.count == 30)
        #expect(await api.requestedURLs.count == 2)
    }

    @Test(
        "a server that sends everything at once, its answer read as it arrives, is shown a page at a time and read once per status"
    )
    func serverIgnoringPagingIsStreamed() async throws {
        let (sut, api, cache) = await makeSUT(todos: 95, paging: false, wholeAnswerLimit: 0)
        _ = try await readAll(sut, pageSize: 1_000)
        await api.removeTodo(4)
        await api.removeTodo(90)
        let first = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(10))
        #expect(first.elements.map(\.id.rawValue) == [1, 2, 5, 7, 8, 10, 11, 13, 14, 16])
        #expect(try await cache.item(withID: itemID(4)) == nil, "gone with the page that spans it")
        #expect(try await cache.item(withID: itemID(90)) != nil, "beyond the pages read: not known yet")
        let asked = await api.requestedURLs.count
        let listed = try await readAll(sut, pageSize: 7)
        #expect(
            listed.map(\.id.rawValue)
                == (1...95).filter { $0 % 3 != 0 && $0 != 4 } + (1...95).filter { $0 % 3 == 0 && $0 != 90 })
        #expect(
            await api.requestedURLs.dropFirst(asked) == [
                "/todos?completed=false&_page=1&_limit=7", "/todos?completed=true&_page=1&_limit=7",
            ])
        #expect(try await cache.item(withID: itemID(90)) == nil)
    }

    @Test(
        "a server that caps its pages below the size asked is read at its cap: nothing is missed or deleted")
    func cappedServerIsReadAtItsCap() async throws {
        let (sut, api, cache) = await makeSUT(todos: 95)
        _ = try await readAll(sut, pageSize: 1_000)
        await api.capPages(at: 7)
        let listed = try await readAll(sut, pageSize: 20)
        #expect(
            listed.map(\.id.rawValue) == (1...95).filter { $0 % 3 != 0 } + (1...95).filter { $0 % 3 == 0 })
        #expect(try await cache.counts(matching: ItemFilter()).total == 95)
        let whole = try await sut.counts(matching: ItemFilter())
        #expect(whole.total == 95)
        #expect(await api.requestedURLs.contains("/todos?completed=false&_page=2&_limit=7"))
    }

    @Test("with the server gone half-way through, the rest of the listing is the cache's, marked stale")
    func serverGoneHalfWayServesTheCache() async throws {
        let (sut, api, _) = await makeSUT(todos: 30)
        _ = try await readAll(sut, pageSize: 1_000)
        let first = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(5))
        await api.goOffline()
        let second = try await sut.items(
            matching: ItemFilter(), order: .pendingFirst, page: try #require(first.next))
        #expect(second.elements.map(\.id.rawValue) == [8, 10, 11, 13, 14])
        #expect(second.freshness.isStale)
    }

    @Test(
        "a listing the server stopped answering half-way starts afresh: no row it removed is shown as current"
    )
    func listingStartsAfreshAfterTheCacheServedAPage() async throws {
        let (sut, api, _) = await makeSUT(todos: 40)
        _ = try await readAll(sut, pageSize: 1_000)
        // On the server: six todos of the second page's span gone, and todo 8 given to a user
        // the cache does not know, whose look-up fails once (the server stops answering).
        for gone in [10, 11, 13, 14, 16, 17] { await api.removeTodo(gone) }
        await api.setUser(UserDTO(id: 9, name: "Nine", email: "nine@example.com"))
        await api.setTodo(TodoDTO(id: 8, title: "todo 8", completed: false, userId: 9))
        let first = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(5))
        await api.failNextRequest(to: "/users", with: 503)
        let second = try await sut.items(
            matching: ItemFilter(), order: .pendingFirst, page: try #require(first.next))
        #expect(second.freshness.isStale, "the second page is the cache's")
        let third = try await sut.items(
            matching: ItemFilter(), order: .pendingFirst, page: try #require(second.next))
        let ids = third.elements.map(\.id.rawValue)
        #expect(third.freshness == .current)
        #expect(
            !ids.contains(16) && !ids.contains(17), "removed on the server, yet listed as current: \(ids)")
    }

    // MARK: - Helpers

    private static let owner = UserDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")

    private func readAll(_ sut: RemoteItemRepository, pageSize: Int) async throws -> [Item] {
        var listed: [Item] = []
        var request: PageRequest? = pageOf(pageSize)
        while let next = request {
            let page = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: next)
            listed += page.elements
            request = page.next
        }
        return listed
    }

    /// A server of `todos` todos, every third one done, all owned by user 1.
    private func makeSUT(todos: Int, paging: Bool = true, wholeAnswerLimit: Int = AnswerSizes.readWhole)
        async -> (
            sut: RemoteItemRepository, api: FakeRemoteAPI, cache: any LocalStore
        )
    {
        let api = FakeRemoteAPI(
            users: [Self.owner],
            todos: (1...todos).map { TodoDTO(id: $0, title: "todo \($0)", completed: $0 % 3 == 0, userId: 1) }
        )
        if paging { await api.pageListings() }
        let cache = InMemoryStore()
        try? await cache.save([Self.owner.toDomain()])
        let clock = TestClock()
        let baseURL = URL(string: "https://api.example")!
        let sut = RemoteItemRepository(
            remote: RemoteItemDataSource(
                client: api, baseURL: baseURL, pageSize: 100, wholeAnswerLimit: wholeAnswerLimit),
            remoteUsers: RemoteUserDataSource(client: api, baseURL: baseURL),
            cache: cache, policy: CachePolicy(maximumAge: 3_600) { clock.now })
        return (sut, api, cache)
    }
}
