import Domain
import Presentation
import Testing

@MainActor
@Suite("UserListViewModel and UserDetailViewModel")
struct UserListViewModelTests {
    @Test("load: loading, then the users by id")
    func load() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(2, "Bob"), makeUser(1, "Ada")])
        await sut.load()
        let loaded = recorder.changed(UserListState()) {
            $0.rows = [UserRow(makeUser(1, "Ada")), UserRow(makeUser(2, "Bob"))]
        }
        recorder.expect([UserListState(), recorder.changed(UserListState()) { $0.isLoading = true }, loaded])
    }

    @Test("search of two characters or more filters by name or e-mail; none found says so")
    func search() async {
        let (sut, recorder, _) = makeSUT(users: [
            makeUser(1, "Ada"), makeUser(2, "Bob", email: "bob@builders.org"),
        ])
        await sut.load()
        recorder.discardReceived()
        await sut.setSearchText("builders")
        #expect(sut.state.rows.map(\.name) == ["Bob"])
        await sut.setSearchText("zz")
        #expect(sut.state.rows.isEmpty)
        #expect(sut.state.emptyMessage == "No users match “zz”.")
        await sut.setSearchText("z")
        #expect(sut.state.rows.count == 2)
    }

    @Test("an empty store shows the empty state")
    func empty() async {
        let (sut, _, _) = makeSUT(users: [])
        await sut.load()
        #expect(sut.state.emptyMessage == "No users yet.")
    }

    @Test("paging through users ends with no load-more")
    func paging() async {
        let (sut, _, _) = makeSUT(users: (1...3).map { makeUser($0, "User \($0)") }, pageSize: 2)
        await sut.load()
        #expect(sut.state.canLoadMore)
        await sut.loadMore()
        #expect(sut.state.rows.map(\.userID) == [1, 2, 3])
        #expect(!sut.state.canLoadMore)
    }

    @Test("removing a user who owns items is a conflict; releasing them removes the user")
    func removeWithHandover() async {
        let (sut, recorder, _) = makeSUT(users: [makeUser(1, "Ada")], items: [makeItem(1, "x", owner: 1)])
        await sut.load()
        let loaded = sut.state
        recorder.discardReceived()
        await sut.remove(1)
        recorder.expect([
            recorder.changed(loaded) {
                $0.error = UserFacingError(
                    message: "User 1 still owns 1 item; reassign or release them first.", kind: .conflict)
            }
        ])
        await sut.remove(1, handingItemsOver: .release)
        #expect(sut.state.rows.isEmpty)
        #expect(sut.state.error == nil)
        #expect(sut.state.confirmation == "Removed user 1; their items now have no owner")
    }

    @Test("the detail shows the user and a summary of their items; a missing user is not found")
    func detail() async {
        let items = FakeItemRepository([
            makeItem(1, owner: 1), makeItem(2, done: true, owner: 1), makeItem(3),
        ])
        let users = FakeUserRepository([makeUser(1, "Ada")], items: items)
        let sut = UserDetailViewModel(
            showUser: ShowUser(users: users), summarizeItems: SummarizeItems(items: items, users: users))
        let recorder = StateRecorder(sut.observe)
        await sut.load(1)
        let loaded = recorder.changed(UserDetailState()) { state in
            state.user = UserRow(makeUser(1, "Ada"))
            state.itemsSummary = "Owns 2 items, 1 done."
        }
        recorder.expect([
            UserDetailState(), recorder.changed(UserDetailState()) { $0.isLoading = true }, loaded,
        ])
        await sut.load(5)
        #expect(sut.state.error == UserFacingError(message: "There is no user 5.", kind: .notFound))
    }

    // MARK: - Helpers

    @Test("a stored user that breaks a rule is named, page after page, and not shown")
    func unreadableUsers() async {
        let items = FakeItemRepository()
        let repository = FakeUserRepository((1...3).map { makeUser($0) }, items: items)
        await repository.serveUnreadable([
            UnreadableRecord(id: 9, problem: ValidationError(field: .personName, problem: .empty))
        ])
        let sut = UserListViewModel(
            listUsers: ListUsers(users: repository), removeUser: RemoveUser(users: repository, items: items),
            pageSize: 2, staleNotice: staleNotice)
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
    ) -> (UserListViewModel, StateRecorder<UserListState>, FakeItemRepository) {
        let items = FakeItemRepository(ownedItems)
        let repository = FakeUserRepository(users, items: items)
        let sut = UserListViewModel(
            listUsers: ListUsers(users: repository), removeUser: RemoveUser(users: repository, items: items),
            pageSize: pageSize, staleNotice: staleNotice)
        return (sut, StateRecorder(sut.observe), items)
    }
}
