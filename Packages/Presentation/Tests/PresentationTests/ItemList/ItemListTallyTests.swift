import Domain
import DomainTestSupport
import Presentation
import Testing

/// The summary after a change made on the list is worked out from the change, not counted again
/// (`SummaryTally`); only what the list cannot know is counted afresh.
@MainActor
@Suite("ItemListViewModel summary through its own changes")
struct ItemListTallyTests {
    @Test("completing, reopening, adding and removing listed items counts nothing again")
    func changesOnListedRows() async {
        let (sut, items) = await makeLoadedSUT([makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b")])
        let counted = await items.countRequests
        await sut.changes.complete([itemID(1)])
        #expect(sut.state.summary == "1 of 2 done")
        await sut.changes.reopen([itemID(1)])
        #expect(sut.state.summary == "0 of 2 done")
        await sut.changes.add(itemName("c"))
        #expect(sut.state.summary == "0 of 3 done")
        await sut.changes.remove([itemID(2)])
        #expect(sut.state.summary == "0 of 2 done")
        #expect(await items.countRequests == counted)
    }

    @Test("a change to an item the list does not show is counted afresh")
    func changeOffTheList() async {
        let (sut, items) = await makeLoadedSUT(
            [makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"), makeItem(id: 3, name: "c")], pageSize: 1)
        let counted = await items.countRequests
        await sut.changes.complete([itemID(3)])
        #expect(sut.state.summary == "1 of 3 done")
        #expect(await items.countRequests > counted)
    }

    private func makeLoadedSUT(_ stored: [Item], pageSize: Int = 50) async -> (
        ItemListViewModel, InMemoryItemRepository
    ) {
        let repository = InMemoryItemRepository(stored)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: repository, users: InMemoryUserRepository([makeUser(id: 7)]), clock: stoppedClock(),
                today: dayBeforeEveryDueDay),
            pageSize: pageSize, today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        await sut.load()
        return (sut, repository)
    }
}
