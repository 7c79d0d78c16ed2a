import Domain
import DomainTestSupport
import Testing

/// A source without transactions (an API) revises by reading, deciding, then writing: the
/// protocol's own `reviseWithoutTransaction`, which such a repository's `revise` calls.
@Suite("Revision without a transaction")
struct RevisionWithoutTransactionTests {
    @Test("reads the named records, writes what the decision makes of them, and nothing when it is empty")
    func revises() async throws {
        let stored = InMemoryItemRepository([makeItem(id: 1), makeItem(id: 2, done: true)])
        let sut = ReadThenWrite(stored: stored)
        let revised = try await CompleteItems(items: sut, clock: stoppedClock(), today: dueDate("2027-01-15"))
            .execute([itemID(1), itemID(2)])
        #expect(revised.changed.map(\.id) == [itemID(1)])
        #expect(revised.unchanged == [itemID(2)])
        #expect(await stored.writes == ["update [1]"])
        let again = try await CompleteItems(items: sut, clock: stoppedClock(), today: dueDate("2027-01-15"))
            .execute([itemID(1)])
        #expect(again.unchanged == [itemID(1)])
        #expect(await stored.writes == ["update [1]"], "an empty revision writes nothing")
        #expect(try await sut.update([makeItem(id: 2)]).map(\.id) == [itemID(2)])
        #expect(try await sut.addImported([makeNewItem("imported")]).map(\.name) == [itemName("imported")])
    }

    @Test("a filter is resolved by listing it page after page: every match past the largest page changes")
    func revisesEveryMatchOfAFilterPastTheLargestPage() async throws {
        let count = PageRequest.maximumLimit * 2 + 1
        let tagged = (1...count).map { makeItem(id: $0, tags: tags("x")) }
        let stored = InMemoryItemRepository(tagged + [makeItem(id: count + 1)])
        let sut = ReadThenWrite(stored: stored)
        let filter = ItemFilter(status: .pending, tags: tags("x"))

        let revised = try await CompleteItems(items: sut, clock: stoppedClock(), today: dueDate("2027-01-15"))
            .execute(.matching(filter))

        #expect(revised.changed.map(\.id) == tagged.map(\.id), "every match, in id order")
        #expect(try await stored.counts(matching: filter).total == 0)
        #expect(try await stored.item(withID: itemID(count + 1)).isCompleted == false, "nothing else")
    }
}

/// A repository that revises by the protocol's defaults, over the in-memory one.
private struct ReadThenWrite: ItemRepository {
    let stored: InMemoryItemRepository

    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item> {
        try await stored.items(matching: filter, order: order, page: page)
    }
    func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        try await stored.counts(matching: filter)
    }
    func item(withID id: Item.ID) async throws -> Item { try await stored.item(withID: id) }
    func items(withIDs ids: [Item.ID]) async throws -> ItemRecords { try await stored.items(withIDs: ids) }
    func add(_ items: [NewItem]) async throws -> [Item] { try await stored.add(items) }
    func update(_ items: [Item], adding added: [NewItem]) async throws -> (updated: [Item], added: [Item]) {
        try await stored.update(items, adding: added)
    }
    func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        try await reviseWithoutTransaction(target, decide)
    }
    func remove(_ target: ItemTarget) async throws -> ItemRecords { try await stored.remove(target) }
}
