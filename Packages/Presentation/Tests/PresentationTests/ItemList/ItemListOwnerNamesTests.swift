import Domain
import DomainTestSupport
import Presentation
import Testing

/// A table names each row's owner from the users it reads beside the first page: at most 10,000
/// of them, so that a listing never reads a huge directory whole. Past them, an owner is shown
/// by id (a script's TSV and JSON always print the id).
@MainActor
@Suite("ItemListViewModel: owners' names past the users read")
struct ItemListOwnerNamesTests {
    @Test("an owner among the first 10,000 users is named; the one after them is shown by id")
    func ownerNamesPastTheUsersRead() async {
        let count = 10_001
        let items = InMemoryItemRepository([makeItem(id: 1, owner: 1), makeItem(id: 2, owner: count)])
        let users = InMemoryUserRepository(
            (1...count).map { makeUser(id: $0, name: "Person \($0)") }, items: items)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: items, users: users, clock: stoppedClock(), today: dueDate("2027-01-15")),
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        await sut.load()
        #expect(sut.state.rows.map(\.owner) == ["Person 1", "\(count)"])
    }
}
