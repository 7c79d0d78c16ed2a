import Domain
import DomainTestSupport
import Presentation
import Testing

@MainActor
@Suite("UserListViewModel and UserDetailViewModel")
struct UserListViewModelTests {
    @Test("load: loading, then the users by id")
    func load() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(id: 2, name: "Bob"), makeUser(id: 1, name: "Ada")])
        await sut.load()
        let loaded = recorder.changed(UserListState()) {
            $0.rows = [UserRow(makeUser(id: 1, name: "Ada")), UserRow(makeUser(id: 2, name: "Bob"))]
        }
        recorder.expect([UserListState(), recorder.changed(UserListState()) { $0.isLoading = true }, loaded])
    }

    @Test("search of two characters or more filters by name or e-mail; none found says so")
    func search() async {
        let (sut, recorder, _) = makeSUT(users: [
            makeUser(id: 1, name: "Ada"), makeUser(id: 2, name: "Bob", email: "bob@builders.org"),
        ])
        await sut.load()
        recorder.discardReceived()
        await sut.setSearch(query("builders"))
        #expect(sut.state.rows.map(\.name) == ["Bob"])
        await sut.setSearch(query("zz"))
        #expect(sut.state.rows.isEmpty)
        #expect(sut.state.emptyMessage == "No users match “zz”.")
        await sut.setSearch(nil)
        #expect(sut.state.rows.count == 2)
        recorder.discardReceived()
    }

    @Test("an empty store shows the empty state")
    func empty() async {
        let (sut, recorder, _) = makeSUT(users: [])
        await sut.load()
        #expect(sut.state.emptyMessage == "No users yet.")
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("paging through users ends with no load-more")
    func paging() async {
        let (sut, recorder, _) = makeSUT(
            users: (1...3).map { makeUser(id: $0, name: "User \($0)") }, pageSize: 2)
        await sut.load()
        #expect(sut.state.canLoadMore)
        await sut.loadMore()
        #expect(sut.state.rows.map(\.id.rawValue) == [1, 2, 3])
        #expect(!sut.state.canLoadMore)
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("add registers a user: confirmed, in the rows of a whole listing, and given back")
    func add() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(id: 1, name: "Ada")])
        await sut.load()
        let loaded = sut.state
        recorder.discardReceived()
        await sut.add(name: personName("Grace Hopper"), email: emailAddress("grace@navy.mil"))
        let grace = makeUser(id: 2, name: "Grace Hopper", email: "grace@navy.mil")
        recorder.expect([
            recorder.changed(loaded) { state in
                state.rows.append(UserRow(grace))
                state.changed = grace
                state.confirmation = "Added user 2: Grace Hopper <grace@navy.mil>"
            }
        ])
    }

    @Test("add refuses an e-mail address already registered, and writes nothing")
    func addTakenEmail() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(id: 1, name: "Ada", email: "ada@example.com")])
        await sut.add(name: personName("Other Ada"), email: emailAddress("ADA@example.com"))
        #expect(sut.state.error?.kind == .conflict)
        #expect(sut.state.changed == nil)
        recorder.discardReceived()
    }

    @Test("edit changes only what is given and updates the row; nothing given is refused")
    func edit() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(id: 1, name: "Ada", email: "ada@example.com")])
        await sut.load()
        await sut.edit(userID(1), name: personName("Ada King"), email: nil)
        let edited = makeUser(id: 1, name: "Ada King", email: "ada@example.com")
        #expect(sut.state.rows == [UserRow(edited)])
        #expect(sut.state.confirmation == "Updated user 1: Ada King <ada@example.com>")
        #expect(sut.state.changed == edited)
        await sut.edit(userID(1), name: nil, email: nil)
        #expect(
            sut.state.error
                == UserFacingError(
                    message: "Nothing to change: give a new name or email.", kind: .invalidInput))
        await sut.edit(userID(9), name: personName("Nobody"), email: nil)
        #expect(sut.state.error == UserFacingError(message: "There is no user 9.", kind: .notFound))
        recorder.discardReceived()
    }

    @Test("a failed load can be retried")
    func retry() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(id: 1)])
        await sut.retry()
        #expect(recorder.states == [UserListState()], "nothing to retry yet")
        recorder.discardReceived()
        await sut.load()
        #expect(sut.state.rows.count == 1)
        recorder.discardReceived()
    }

    @Test("the detail shows the user and a summary of their items; a missing user is not found")
    func detail() async {
        let items = InMemoryItemRepository([
            makeItem(id: 1, owner: 1), makeItem(id: 2, done: true, owner: 1), makeItem(id: 3),
        ])
        let users = InMemoryUserRepository([makeUser(id: 1, name: "Ada")], items: items)
        let sut = UserDetailViewModel(
            findUser: FindUser(users: users), summarizeItems: SummarizeItems(items: items, users: users))
        let recorder = StateRecorder(sut.observe)
        await sut.load(.id(userID(1)))
        let loaded = recorder.changed(UserDetailState()) { state in
            state.user = UserRow(makeUser(id: 1, name: "Ada"))
            state.itemsSummary = "Owns 2 items, 1 done."
        }
        recorder.expect([
            UserDetailState(), recorder.changed(UserDetailState()) { $0.isLoading = true }, loaded,
        ])
        await sut.load(.id(userID(5)))
        #expect(sut.state.error == UserFacingError(message: "There is no user 5.", kind: .notFound))
        recorder.discardReceived()
    }

    // MARK: - Helpers

    @Test("a stored user that breaks a rule is named, page after page, and not shown")
    func unreadableUsers() async {
        let items = InMemoryItemRepository()
        let repository = InMemoryUserRepository((1...3).map { makeUser(id: $0) }, items: items)
        await repository.serveUnreadable([
            UnreadableRecord(id: 9, problem: ValidationError(field: .personName, problem: .empty))
        ])
        let sut = UserListViewModel(
            useCases: UserListUseCases(users: repository), pageSize: 2, staleNotice: staleNotice
        )
        await sut.load()
        #expect(
            sut.state.unreadable == [
                "User 9 cannot be read: the name must not be empty. Remove it (crew users remove 9) or fix it with another tool."
            ])
        await sut.loadMore()
        #expect(sut.state.rows.count == 3)
        #expect(sut.state.unreadable.count == 2)
        await sut.load()
        await sut.showNextPage()
        #expect(sut.state.rows.count == 1)
        #expect(sut.state.unreadable.count == 1)
    }

    private func makeSUT(
        users: [User], items ownedItems: [Item] = [], pageSize: Int = 50
    ) -> (UserListViewModel, StateRecorder<UserListState>, InMemoryItemRepository) {
        let items = InMemoryItemRepository(ownedItems)
        let repository = InMemoryUserRepository(users, items: items)
        let sut = UserListViewModel(
            useCases: UserListUseCases(users: repository), pageSize: pageSize,
            staleNotice: staleNotice)
        return (sut, StateRecorder(sut.observe), items)
    }
}
