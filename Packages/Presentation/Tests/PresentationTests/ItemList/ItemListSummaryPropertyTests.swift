import Domain
import DomainTestSupport
import Presentation
import Testing

/// The summary and the rows after any sequence of changes (some of them failing) under any
/// filter are what a fresh load of the same store shows.
@MainActor
@Suite("ItemListViewModel after random changes")
struct ItemListSummaryPropertyTests {
    private static let names = ["buy milk", "bread", "green tea", "milk tea", "call Bob"]
    private static let owners: [Int?] = [nil, 7, 8]

    @Test(
        "the summary equals a fresh load's, and the rows hold exactly what the filter admits",
        arguments: 0..<60)
    func randomChanges(seed: UInt64) async {
        var random = SeededRandom(seed: seed)
        let stored = (1...Int.random(in: 1...8, using: &random)).map { id in
            makeItem(
                id: id, name: Self.names.randomElement(using: &random) ?? "x",
                done: Bool.random(using: &random),
                owner: Self.owners.randomElement(using: &random) ?? nil)
        }
        // A small page leaves items the list has not seen: the summary cannot be worked out from
        // the rows alone there.
        let pageSize = Bool.random(using: &random) ? 3 : 100
        let (sut, items) = makeSUT(stored, pageSize: pageSize)
        let status = [ItemStatusFilter.all, .pending, .completed].randomElement(using: &random) ?? .all
        let owner =
            [OwnerChoice.anyone, .nobody, .user(.id(userID(7)))].randomElement(using: &random) ?? .anyone
        let search = [nil, query("milk"), query("te")].randomElement(using: &random) ?? nil
        await sut.apply(ItemListRequest(status: status, owner: owner, search: search))

        for step in 0..<15 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
            }
            let known = Array(await items.itemsByID.keys) + [itemID(99)]
            let some = (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in
                known.randomElement(using: &random)
            }
            let one = some[0]
            let action = Int.random(in: 0..<6, using: &random)
            switch action {
            case 0:
                let owner = Self.owners.randomElement(using: &random) ?? nil
                await sut.changes.add(
                    itemName(Self.names.randomElement(using: &random) ?? "x"), owner: owner.map(userID))
            case 1: await sut.changes.complete(some)
            case 2: await sut.changes.reopen(some)
            case 3:
                await sut.changes.rename(one, to: itemName(Self.names.randomElement(using: &random) ?? "x"))
            case 4:
                await sut.changes.assign(
                    one, to: (Self.owners.randomElement(using: &random) ?? nil).map { .id(userID($0)) })
            default: await sut.changes.remove(some)
            }
            let all = Array(await items.itemsByID.values)
            let filter = sut.state.filter
            let fresh = SummaryText.describing(
                ItemSelection.counts(of: all, matching: filter), status: sut.state.status)
            #expect(sut.state.summary == fresh, "seed \(seed), step \(step), action \(action)")
            let savingRows = sut.state.rows.filter(\.isSaving)
            #expect(savingRows.isEmpty, "nothing is left in flight")
            let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
            if sut.state.rows.contains(where: { $0.itemID == nil }) {
                Issue.record("a placeholder row outlived its add (seed \(seed), step \(step))")
            }
            #expect(
                sut.items.map(\.id) == sut.state.rows.compactMap(\.itemID), "the rows show the items listed")
            for item in sut.items {
                let isStored = byID[item.id] == item
                let isAdmitted = filter.admits(item)
                #expect(isStored, "a row shows what is stored (seed \(seed), step \(step))")
                #expect(isAdmitted, "a row the filter admits (seed \(seed), step \(step))")
            }
            if pageSize == 100 {
                let admitted = Set(all.filter(filter.admits).map(\.id))
                #expect(Set(sut.state.rows.compactMap(\.itemID)) == admitted, "seed \(seed), step \(step)")
            }
        }
    }

    // MARK: - Helpers

    /// A list over `stored` items and the users 7 and 8, read `pageSize` rows at a time.
    private func makeSUT(_ stored: [Item], pageSize: Int) -> (ItemListViewModel, InMemoryItemRepository) {
        let items = InMemoryItemRepository(stored)
        let users = InMemoryUserRepository([makeUser(id: 7), makeUser(id: 8)], items: items)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: items, users: users, clock: stoppedClock(), today: dueDate("2027-01-15")),
            pageSize: pageSize,
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        return (sut, items)
    }
}
