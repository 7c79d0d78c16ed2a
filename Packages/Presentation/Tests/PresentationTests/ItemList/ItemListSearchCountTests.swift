import Domain
import DomainTestSupport
import Presentation
import Testing

/// A list that searches at each key typed counts a search's matches only so far (`crew ui`).
@MainActor
@Suite("ItemListViewModel: a search's summary counted up to a limit")
struct ItemListSearchCountTests {
    @Test("past the limit the summary says so; a change reads it afresh; without a search every item counts")
    func searchSummaryUpToALimit() async {
        let items = InMemoryItemRepository((1...3).map { makeItem(id: $0, name: "milk \($0)") })
        let users = InMemoryUserRepository([], items: items)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: items, users: users, clock: stoppedClock(), today: dueDate("2027-01-15"),
                searchCountsUpTo: 2),
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        await sut.load()
        #expect(sut.state.summary == "0 of 3 done")
        await sut.setSearch(query("milk"))
        #expect(sut.state.summary == "2+ items")
        #expect(sut.state.rows.count == 3, "the rows are all there; only the count stops")
        await sut.changes.complete([itemID(1)])
        #expect(sut.state.summary == "2+ items")
        await sut.setSearch(query("milk 3"))
        #expect(sut.state.summary == "0 of 1 done")
    }
}
