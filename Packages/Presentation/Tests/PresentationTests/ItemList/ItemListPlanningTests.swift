import Domain
import DomainTestSupport
import Presentation
import Testing

@MainActor
@Suite("ItemListViewModel planning")
struct ItemListPlanningTests {
    private let today = dueDate("2027-01-15")

    private func makeSUT(
        _ items: [Item]
    ) -> (ItemListViewModel, InMemoryItemRepository, StateRecorder<ItemListState>) {
        let repository = InMemoryItemRepository(items)
        let users = InMemoryUserRepository(
            [
                makeUser(id: 3, name: "Chloé Martin"), makeUser(id: 7, name: "Charles Xu"),
                makeUser(id: 9, name: "Bob"),
            ],
            items: repository)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: repository, users: users, clock: stoppedClock(), today: dueDate("2027-01-15")),
            today: today,
            staleNotice: staleNotice)
        return (sut, repository, StateRecorder(sut.observe))
    }

    @Test("a request applies every filter and the order at once; overdue is pending and due before today")
    func applyRequest() async {
        let (sut, _, recorder) = makeSUT([
            makeItem(id: 1, name: "late", owner: 3, due: dueDate("2027-01-10")),
            makeItem(id: 2, name: "later", owner: 3, due: dueDate("2027-01-14"), priority: .high),
            makeItem(id: 3, name: "done late", done: true, owner: 3, due: dueDate("2027-01-01")),
            makeItem(id: 4, name: "Bob's", owner: 9, due: dueDate("2027-01-01")),
        ])
        await sut.apply(
            ItemListRequest(owner: .user(.namePrefix("chl")), overdue: true, sort: .due, reversed: true))
        #expect(sut.state.rows.map(\.itemID) == [itemID(2), itemID(1)])
        #expect(
            sut.state.status == .pending && sut.state.dueBefore == today
                && sut.state.owner == .user(userID(3)))
        #expect(sut.state.summary == "2 pending, 2 overdue")
        await sut.apply(ItemListRequest(owner: .user(.namePrefix("ch"))))
        #expect(
            sut.state.error
                == UserFacingError(
                    message: "\"ch\" matches 2 users: 3 Chloé Martin, 7 Charles Xu", kind: .conflict))
        recorder.discardReceived()
    }

    @Test("rows that share a due day each show that day; a row without one shows none")
    func sharedDueDays() async {
        let (sut, _, recorder) = makeSUT([
            makeItem(id: 1, name: "a", due: dueDate("2027-01-10")),
            makeItem(id: 2, name: "b", due: dueDate("2027-02-03")),
            makeItem(id: 3, name: "c", due: dueDate("2027-01-10")),
            makeItem(id: 4, name: "d"),
        ])
        await sut.load()
        #expect(sut.state.rows.map(\.due) == ["2027-01-10", "2027-02-03", "2027-01-10", ""])
        #expect(sut.state.rows.map(\.dueText) == ["2027-01-10", "2027-02-03", "2027-01-10", ""])
        recorder.discardReceived()
    }

    @Test("add and edit take people by name, and the overdue count follows each change")
    func addAndEdit() async {
        let (sut, items, recorder) = makeSUT([makeItem(id: 1, name: "old", due: dueDate("2027-01-10"))])
        await sut.load()
        #expect(sut.state.summary == "0 of 1 done, 1 overdue")
        await sut.changes.add(
            NewItemRequest(name: itemName("new"), owner: .namePrefix("bo"), due: today, tags: tags("home")))
        #expect(sut.state.changed.first?.ownerID == userID(9))
        #expect(sut.state.changed.first?.tags == tags("home"))
        await sut.changes.edit(
            itemID(2),
            ItemEditRequest(owner: .clear, due: .set(dueDate("2027-01-02")), addedTags: [tag("q1")]))
        #expect(await items.itemsByID[itemID(2)]?.due == dueDate("2027-01-02"))
        #expect(await items.itemsByID[itemID(2)]?.tags == tags("home", "q1"))
        #expect(sut.state.summary == "0 of 2 done, 2 overdue")
        await sut.changes.complete(itemIDs(1))
        #expect(sut.state.summary == "1 of 2 done, 1 overdue")
        await sut.changes.edit(itemID(2), ItemEditRequest(owner: .set(.namePrefix("zed"))))
        #expect(sut.state.error?.message == "No user's name starts with “zed”.")
        #expect(await items.itemsByID[itemID(2)]?.ownerID == nil, "nothing changed")
        recorder.discardReceived()
    }
}
