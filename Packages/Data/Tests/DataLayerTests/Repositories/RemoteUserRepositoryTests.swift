import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("RemoteUserRepository")
struct RemoteUserRepositoryTests {
    @Test("listing refreshes the cached users and finds e-mails whatever their case on the server")
    func listRefreshesCache() async throws {
        let (sut, _, cache, _) = makeSUT()
        let page = try await sut.users(matching: nil, page: .first)
        #expect(page.elements.map(\.email.value) == ["sincere@april.biz", "shanna@melissa.tv"])
        #expect(try await cache.user(withID: userID(2))?.name.value == "Ervin Howell")
        #expect(try await sut.user(withEmail: try EmailAddress("SINCERE@april.biz"))?.id == userID(1))
    }

    @Test("unreachable: cached users within the policy are served stale; an unknown id is not found")
    func unreachableServesCache() async throws {
        let (sut, api, _, clock) = makeSUT()
        _ = try await sut.users(matching: nil, page: .first)
        clock.advance(by: 60)
        await api.goOffline()
        let stale = try await sut.users(matching: query("ervin"), page: .first)
        #expect(stale.elements.map(\.id) == [userID(2)])
        #expect(stale.freshness.isStale)
        #expect(try await sut.user(withID: userID(1)).name.value == "Leanne Graham")
        await #expect(throws: DomainError.userNotFound(userID(9))) { try await sut.user(withID: userID(9)) }
    }

    @Test("a 404 from the server is userNotFound, not a fallback")
    func notFoundIsReported() async {
        let (sut, _, _, _) = makeSUT()
        await #expect(throws: DomainError.userNotFound(userID(9))) { try await sut.user(withID: userID(9)) }
    }

    @Test("add and edit reach the server first, then the cache; offline an edit is kept in the outbox")
    func writes() async throws {
        let (sut, api, cache, _) = makeSUT()
        let added = try await sut.add(makeNewUser(name: "Ada", email: "ada@example.com"))
        #expect(await api.users[added.id.rawValue]?.email == "ada@example.com")
        #expect(try await cache.user(withID: added.id) == added)
        await api.goOffline()
        var renamed = added
        renamed.name = try PersonName("Ada King")
        #expect(try await sut.update(renamed) == renamed)
        #expect(try await cache.user(withID: added.id) == renamed)
        #expect(await api.users[added.id.rawValue]?.name == "Ada", "the server has not seen it")
        #expect(
            try await cache.pendingChanges().map(\.userChange) == [
                WaitingUserChange(base: added, record: renamed)
            ])
    }

    @Test("removing offline hands over the cached items by changes of their own, then removes the user")
    func removeOffline() async throws {
        let (sut, api, cache, _) = makeSUT()
        _ = try await sut.users(matching: nil, page: .first)
        let owned = makeItem(id: 1, owner: 1)
        try await cache.save([owned])
        await api.goOffline()
        await #expect(throws: DomainError.userOwnsItems(userID(1), count: 1)) {
            try await sut.remove(userID(1), handingItemsOver: .refuse)
        }
        #expect(try await cache.pendingChanges().isEmpty, "the refusal wrote nothing")
        await #expect(
            throws: DomainError.unavailable(reason: "the API cannot be reached, and user 9 is not cached"),
            "an heir the cache does not know"
        ) {
            try await sut.remove(userID(1), handingItemsOver: .reassign(to: userID(9)))
        }
        try await sut.remove(userID(1), handingItemsOver: .reassign(to: userID(2)))
        #expect(try await cache.user(withID: userID(1)) == nil)
        #expect(try await cache.item(withID: owned.id)?.ownerID == userID(2))
        let pending = try await cache.pendingChanges()
        #expect(pending.map(\.action) == [.update, .remove])
        #expect(pending[1].userChange?.handover == .reassign(to: userID(2)))
        #expect(await api.users[1] != nil, "the server has not seen it")
    }

    @Test(
        "removing with reassignment moves the items on the server, then removes the user; the cache follows")
    func removeReassigns() async throws {
        let (sut, api, cache, _) = makeSUT()
        _ = try await sut.users(matching: nil, page: .first)
        try await cache.save([makeItem(id: 1, owner: 1)])
        try await sut.remove(userID(1), handingItemsOver: .reassign(to: userID(2)))
        #expect(await api.users[1] == nil)
        #expect(await api.todos[1]?.userId == 2)
        #expect(await api.requestLines == ["GET /users", "GET /todos", "PATCH /todos/1", "DELETE /users/1"])
        #expect(try await cache.user(withID: userID(1)) == nil)
        #expect(try await cache.item(withID: itemID(1))?.ownerID == userID(2))
    }

    @Test("removing a user who owns items without a handover is refused by the server-side check")
    func removeRefused() async throws {
        let (sut, api, _, _) = makeSUT()
        await #expect(throws: DomainError.userOwnsItems(userID(1), count: 1)) {
            try await sut.remove(userID(1), handingItemsOver: .refuse)
        }
        #expect(await api.users[1] != nil)
    }

    // MARK: - Helpers

    private func makeSUT() -> (
        sut: RemoteUserRepository, api: FakeRemoteAPI, cache: any LocalStore, clock: TestClock
    ) {
        let api = FakeRemoteAPI(
            users: [
                UserDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz"),
                UserDTO(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv"),
            ],
            todos: [TodoDTO(id: 1, title: "delectus aut autem", completed: false, userId: 1)])
        let cache = InMemoryStore()
        let clock = TestClock()
        let baseURL = URL(string: "https://api.example")!
        let sut = RemoteUserRepository(
            remote: RemoteUserDataSource(client: api, baseURL: baseURL),
            remoteItems: RemoteItemDataSource(client: api, baseURL: baseURL),
            cache: cache,
            policy: CachePolicy(maximumAge: 3_600) { clock.now })
        return (sut, api, cache, clock)
    }
}
