import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ItemListViewModel loading, filtering and paging")
struct ItemListViewModelLoadingTests {
    @Test("load: loading, then the rows pending first, the summary, no load-more")
    func loadSuccess() async {
        let (sut, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "a", done: true), makeItem(id: 2, name: "b"), makeItem(id: 3, name: "c"),
        ])
        await sut.load()
        let initial = ItemListState()
        let loading = recorder.changed(initial) { $0.isLoading = true }
        let loaded = recorder.changed(initial) { state in
            state.rows = [row(2, "b"), row(3, "c"), row(1, "a", done: true)]
            state.counts = ItemCounts(total: 3, completed: 1)
        }
        recorder.expect([initial, loading, loaded])
    }

    @Test("load failure, then retry: the error shows, then clears while loading again")
    func loadFailureThenRetry() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1)])
        await items.failNext(
            .read, with: DomainError.unavailable(reason: "cannot reach the API: cannot connect"))
        await sut.load()
        let initial = ItemListState()
        let loading = recorder.changed(initial) { $0.isLoading = true }
        let failed = recorder.changed(initial) {
            $0.error = UserFacingError(
                message: "The server is unavailable: cannot reach the API: cannot connect.",
                kind: .unavailable)
        }
        recorder.expect([initial, loading, failed])

        await sut.retry()
        let retrying = recorder.changed(failed) { state in
            state.isLoading = true
            state.error = nil
        }
        let loaded = recorder.changed(initial) { state in
            state.rows = [row(1)]
            state.counts = ItemCounts(total: 1, completed: 0)
        }
        recorder.expect([retrying, loaded])
    }

    @Test("retry after a successful load does nothing")
    func retryWithoutFailure() async {
        let (sut, _, recorder) = makeSUT(items: [makeItem(id: 1)])
        await sut.load()
        recorder.discardReceived()
        await sut.retry()
        recorder.expect([])
    }

    @Test("a search ranks its matches, with its own summary; no search lists everything again")
    func searchRanks() async {
        let (sut, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "buttermilk"), makeItem(id: 2, name: "bread"),
            makeItem(id: 3, name: "milk", done: true),
            makeItem(id: 4, name: "buy milk"),
        ])
        await sut.load()
        let loaded = sut.state
        recorder.discardReceived()
        await sut.setSearch(query("mi"))
        let typed = recorder.changed(loaded) { $0.search = query("mi") }
        let searching = recorder.changed(typed) { $0.isLoading = true }
        let found = recorder.changed(typed) { state in
            state.rows = [row(3, "milk", done: true), row(4, "buy milk"), row(1, "buttermilk")]
            state.counts = ItemCounts(total: 3, completed: 1)
        }
        recorder.expect([typed, searching, found])

        await sut.setSearch(nil)
        let cleared = recorder.changed(found) { $0.search = nil }
        let reloading = recorder.changed(cleared) { $0.isLoading = true }
        let all = recorder.changed(cleared) { state in
            state.rows = [
                row(1, "buttermilk"), row(2, "bread"), row(4, "buy milk"), row(3, "milk", done: true),
            ]
            state.counts = ItemCounts(total: 4, completed: 1)
        }
        recorder.expect([cleared, reloading, all])
    }

    @Test("a search that finds nothing says so")
    func searchFindsNothing() async {
        let (sut, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "milk")])
        await sut.setSearch(query("tea"))
        let typed = recorder.changed(ItemListState()) { $0.search = query("tea") }
        let searching = recorder.changed(typed) { $0.isLoading = true }
        let empty = recorder.changed(typed) { state in
            state.counts = ItemCounts(total: 0, completed: 0)
            state.emptyMessage = "No items match “tea”."
        }
        recorder.expect([ItemListState(), typed, searching, empty])
    }

    @Test("the status filter reloads; setting the same filter again does nothing")
    func statusFilter() async {
        let (sut, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "a", done: true), makeItem(id: 2, name: "b"),
        ])
        await sut.setStatus(.completed)
        let filtered = recorder.changed(ItemListState()) { $0.status = .completed }
        let loading = recorder.changed(filtered) { $0.isLoading = true }
        let loaded = recorder.changed(filtered) { state in
            state.rows = [row(1, "a", done: true)]
            state.counts = ItemCounts(total: 1, completed: 1)
        }
        recorder.expect([ItemListState(), filtered, loading, loaded])
        await sut.setStatus(.completed)
        recorder.expect([])
    }

    @Test("the owner filter reloads, including items nobody owns")
    func ownerFilter() async {
        let (sut, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "a", owner: 7), makeItem(id: 2, name: "b"),
            makeItem(id: 3, name: "c", owner: 8),
        ])
        await sut.setOwner(.user(userID(7)))
        let mine = recorder.changed(ItemListState()) { $0.owner = .user(userID(7)) }
        let loadedMine = recorder.changed(mine) { state in
            state.rows = [row(1, "a", owner: 7)]
            state.counts = ItemCounts(total: 1, completed: 0)
        }
        recorder.expect([ItemListState(), mine, recorder.changed(mine) { $0.isLoading = true }, loadedMine])
        await sut.setOwner(.nobody)
        let nobody = recorder.changed(loadedMine) { $0.owner = .nobody }
        let loadedNobody = recorder.changed(nobody) { state in
            state.rows = [row(2, "b")]
            state.counts = ItemCounts(total: 1, completed: 0)
        }
        recorder.expect([nobody, recorder.changed(nobody) { $0.isLoading = true }, loadedNobody])
    }

    @Test("an empty store shows the empty state")
    func emptyState() async {
        let (sut, _, recorder) = makeSUT(items: [])
        await sut.load()
        let loaded = recorder.changed(ItemListState()) { state in
            state.counts = ItemCounts(total: 0, completed: 0)
            state.emptyMessage = "No items yet."
        }
        recorder.expect([ItemListState(), recorder.changed(ItemListState()) { $0.isLoading = true }, loaded])
    }

    @Test("a filter that admits nothing says so")
    func emptyFilter() async {
        let (sut, _, recorder) = makeSUT(items: [makeItem(id: 1)])
        await sut.setStatus(.completed)
        #expect(sut.state.emptyMessage == "No items match this filter.")
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("load more appends pages until the last, which offers no more")
    func loadMoreUntilLastPage() async {
        let (sut, _, recorder) = makeSUT(
            items: (1...5).map { makeItem(id: $0, name: "item \($0)") }, pageSize: 2)
        await sut.load()
        let first = recorder.changed(ItemListState()) { state in
            state.rows = [row(1, "item 1"), row(2, "item 2")]
            state.canLoadMore = true
            state.counts = ItemCounts(total: 5, completed: 0)
        }
        recorder.expect([ItemListState(), recorder.changed(ItemListState()) { $0.isLoading = true }, first])

        await sut.loadMore()
        let second = recorder.changed(first) { $0.rows += [row(3, "item 3"), row(4, "item 4")] }
        recorder.expect([recorder.changed(first) { $0.isLoadingMore = true }, second])

        await sut.loadMore()
        let last = recorder.changed(second) { state in
            state.rows += [row(5, "item 5")]
            state.canLoadMore = false
        }
        recorder.expect([recorder.changed(second) { $0.isLoadingMore = true }, last])

        await sut.loadMore()
        recorder.expect([])
    }

    @Test("showing the next page replaces the rows (how the CLI streams a long listing)")
    func showNextPageReplacesRows() async {
        let (sut, _, recorder) = makeSUT(
            items: (1...3).map { makeItem(id: $0, name: "item \($0)") }, pageSize: 2)
        await sut.load()
        let first = sut.state
        recorder.discardReceived()
        await sut.showNextPage()
        let second = recorder.changed(first) { state in
            state.rows = [row(3, "item 3")]
            state.canLoadMore = false
        }
        recorder.expect([recorder.changed(first) { $0.isLoadingMore = true }, second])
        await sut.showNextPage()
        recorder.expect([])
    }

    @Test("applying every filter at once loads once")
    func applyFilters() async {
        let (sut, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "milk", owner: 7), makeItem(id: 2, name: "milk tea"),
            makeItem(id: 3, name: "tea", owner: 7),
        ])
        await sut.apply(
            ItemListRequest(status: .pending, owner: .user(.id(userID(7))), search: query("milk")))
        let applied = recorder.changed(ItemListState()) { state in
            state.status = .pending
            state.owner = .user(userID(7))
            state.search = query("milk")
        }
        let loaded = recorder.changed(applied) { state in
            state.rows = [row(1, "milk", owner: 7)]
            state.counts = ItemCounts(total: 1, completed: 0)
        }
        recorder.expect([ItemListState(), applied, recorder.changed(applied) { $0.isLoading = true }, loaded])
    }

    @Test("without a summary, a load leaves the summary empty and counts nothing")
    func withoutSummary() async {
        let items = InMemoryItemRepository([
            makeItem(id: 1, name: "a", done: true), makeItem(id: 2, name: "b"),
        ])
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: items, users: InMemoryUserRepository(), clock: stoppedClock(),
                today: dueDate("2027-01-15")),
            includesSummary: false,
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        await sut.load()
        #expect(sut.state.rows == [row(2, "b"), row(1, "a", done: true)])
        #expect(sut.state.summary == "")
        #expect(await items.countRequests == 0)
    }

    @Test("a stored item that breaks a rule is not shown; the state says which and how to repair it")
    func unreadableItems() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        await items.serveUnreadable([
            UnreadableRecord(id: 2, problem: ValidationError(field: .itemName, problem: .empty))
        ])
        await sut.load()
        #expect(sut.state.rows == [row(1, "a")])
        #expect(
            sut.state.unreadable == [
                "Item 2 cannot be read: the item name must not be empty. Rename it (crew items rename 2 NAME) or remove it."
            ])
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("a new load clears the confirmation of the last change")
    func loadClearsConfirmation() async {
        let (sut, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        await sut.load()
        await sut.changes.complete(itemIDs(1))
        #expect(sut.state.confirmation == "Completed item 1: a")
        await sut.load()
        #expect(sut.state.confirmation == nil)
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("a failed load-more shows the error; retry loads that page again")
    func loadMoreFailureThenRetry() async {
        let (sut, items, recorder) = makeSUT(
            items: (1...3).map { makeItem(id: $0, name: "item \($0)") }, pageSize: 2)
        await sut.load()
        let first = sut.state
        recorder.discardReceived()
        await items.failNext(.read, with: DomainError.unavailable(reason: "down"))
        await sut.loadMore()
        let failed = recorder.changed(first) {
            $0.error = UserFacingError(message: "The server is unavailable: down.", kind: .unavailable)
        }
        recorder.expect([recorder.changed(first) { $0.isLoadingMore = true }, failed])
        await sut.retry()
        let loading = recorder.changed(failed) { state in
            state.isLoadingMore = true
            state.error = nil
        }
        let loaded = recorder.changed(first) { state in
            state.rows += [row(3, "item 3")]
            state.canLoadMore = false
        }
        recorder.expect([loading, loaded])
    }

    @Test("data served from the cache carries an offline notice")
    func staleData() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1)])
        await items.serveStale(since: fixedNow.addingTimeInterval(-300))
        await sut.load()
        #expect(sut.state.notice == "Offline: showing data cached 5 min ago.")
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("the results of a load overtaken by a newer one are dropped")
    func overtakenLoadIsDropped() async {
        let (sut, items, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "milk"), makeItem(id: 2, name: "tea"),
        ])
        await items.holdNextRead()
        async let slow: Void = sut.load()
        await items.waitUntilReadIsHeld()
        await sut.setSearch(query("tea"))
        await items.release()
        await slow
        #expect(sut.state.rows == [row(2, "tea")])
        #expect(sut.state.isLoading == false)
        #expect(recorder.states.last == sut.state)
        recorder.discardReceived()
    }

    // MARK: - Helpers

    @Test(
        "an owner named as --user names one is found first; one nobody matches is the error, and the filter stays"
    )
    func ownerByName() async throws {
        let (sut, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "a", owner: 7), makeItem(id: 2, name: "b"),
        ])
        await sut.setOwner(named: .user(.email(try EmailAddress("user7@example.com"))))
        #expect(sut.state.owner == .user(userID(7)))
        #expect(sut.state.rows == [row(1, "a", owner: 7)])
        await sut.setOwner(named: .user(.namePrefix("Grace")))
        #expect(sut.state.owner == .user(userID(7)))
        #expect(sut.state.error != nil)
        await sut.setOwner(named: .nobody)
        #expect(sut.state.owner == .nobody)
        #expect(sut.state.rows == [row(2, "b")])
        // The states on the way are `setOwner(_:)`'s, asserted one by one above; here the outcomes.
        recorder.discardReceived()
    }

    @Test("a list released after loading and a change is freed: its rows, paging and changes hold no cycle")
    func releasedListIsFreed() async {
        weak var released: ItemListViewModel?
        weak var store: InMemoryItemRepository?
        do {
            let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
            await sut.load()
            await sut.changes.complete(itemIDs(1))
            recorder.discardReceived()
            (released, store) = (sut, items)
        }
        #expect(released == nil)
        #expect(store == nil, "the store a list reads through is released (and closes) when the list goes")
    }

    private func makeSUT(
        items: [Item], pageSize: Int = 50
    ) -> (ItemListViewModel, InMemoryItemRepository, StateRecorder<ItemListState>) {
        let repository = InMemoryItemRepository(items)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: repository, users: InMemoryUserRepository([makeUser(id: 7), makeUser(id: 8)]),
                clock: stoppedClock(), today: dayBeforeEveryDueDay),
            pageSize: pageSize, today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        return (sut, repository, StateRecorder(sut.observe))
    }
}
