import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

/// `crew items show`: one item in full, owner by name, times in the person's clock, and its own
/// history, newest first.
@MainActor
@Suite("ItemDetailViewModel")
struct ItemDetailViewModelTests {
    @Test("the item's row, its times in local time, and its history cut to it, newest first")
    func showsTheItem() async {
        let item = makeItem(
            id: 4, name: "Buy milk", done: true, owner: 7,
            createdAt: Date(timeIntervalSince1970: 1_800_000_000),
            completedAt: Date(timeIntervalSince1970: 1_800_003_600))
        let other = makeItem(id: 5, name: "Bread")
        let added = JournalEntry(
            sequence: 1, date: Date(timeIntervalSince1970: 1_800_000_000), users: [],
            items: [TouchedRecord(before: nil, after: makeItem(id: 4, name: "Buy milk", owner: 7))])
        let done = JournalEntry(
            sequence: 2, date: Date(timeIntervalSince1970: 1_800_003_600), users: [],
            items: [
                TouchedRecord(before: makeItem(id: 4, name: "Buy milk", owner: 7), after: item),
                TouchedRecord(before: other, after: makeItem(id: 5, name: "Bread", done: true)),
            ])
        let (sut, recorder) = makeSUT(items: [item, other], journal: [added, done])
        await sut.load(itemID(4))
        let state = sut.state
        #expect(
            state.row == ItemRow(item, today: dueDate("2027-01-15"), ownerNames: [userID(7): "Ada Lovelace"]))
        #expect(state.created == "2027-01-15 09:00")
        #expect(state.completed == "2027-01-15 10:00")
        #expect(state.history.map(\.summary) == ["completed item 4: Buy milk", "added item 4: Buy milk"])
        #expect(
            state.details?.history.allSatisfy { $0.items.count == 1 } == true, "cut to the item's own steps")
        #expect(state.error == nil)
        recorder.discardReceived()
    }

    @Test("an id that names no item is the error")
    func missing() async {
        let (sut, recorder) = makeSUT(items: [], journal: [])
        await sut.load(itemID(9))
        #expect(sut.state.error == UserFacingError(message: "There is no item 9.", kind: .notFound))
        #expect(sut.state.row == nil)
        recorder.discardReceived()
    }

    // MARK: - Helpers

    /// Times read in a clock an hour ahead of UTC.
    private func makeSUT(
        items: [Item], journal: [JournalEntry]
    ) -> (ItemDetailViewModel, StateRecorder<ItemDetailState>) {
        let repository = InMemoryItemRepository(items)
        let sut = ItemDetailViewModel(
            showItem: ShowItem(items: repository, journal: InMemoryJournal(journal)),
            findUser: FindUser(users: InMemoryUserRepository([makeUser(id: 7)], items: repository)),
            today: dueDate("2027-01-15"), localTime: LocalTime { _ in 3_600 })
        return (sut, StateRecorder(sut.observe))
    }
}
