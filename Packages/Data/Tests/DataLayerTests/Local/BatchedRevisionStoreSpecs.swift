import DataLayer
import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

/// A change to many items decided batch by batch in its one transaction
/// (`revise(_:inBatchesOf:_:)`), through the use cases on every store, one past the batch.
@Suite("Batched revision store specs")
final class BatchedRevisionStoreSpecs {
    private let directory = TemporaryDirectory()
    private static let clock = WallClock { Date(timeIntervalSince1970: 1_800_000_000) }
    private static let today = DueDate(year: 2027, month: 1, day: 15) ?? .latest

    @Test(
        "done by ids and by a filter one past a batch completes every item, in order, as one change that one undo takes back",
        arguments: StoreKind.allCases, [false, true])
    func completesPastABatch(kind: StoreKind, byFilter: Bool) async throws {
        let sut = try kind.makeStore(in: directory)
        let size = BatchedRevisionStoreSpecs.batch + 1
        let stored = try await sut.insert(
            (1...size).map { makeNewItem("batch \($0)", done: $0 == 7) } + [makeNewItem("other")])
        let ids = Array(stored.prefix(size).map(\.id))
        let before = try await sut.newestChangeNumber()
        let items = LocalItemRepository(store: sut)
        let complete = CompleteItems(items: items, clock: Self.clock, today: Self.today)
        let target: ItemTarget =
            byFilter ? .matching(ItemFilter(search: try SearchQuery("batch"))) : .ids(ids.reversed())

        let changed = try await complete.execute(target)

        #expect(changed.items.map(\.id) == (byFilter ? ids : ids.reversed()))
        // Read across its batches without joining them, the answer is the same.
        #expect(changed.count == size && changed.map(\.id) == changed.items.map(\.id))
        #expect(changed[size - 1].id == (byFilter ? ids[size - 1] : ids[0]))
        #expect(changed.unchanged == [ids[6]])
        #expect(try await sut.counts(matching: ItemFilter(status: .completed)).total == size)
        let log = try await sut.recentChanges(limit: 5)
        #expect(log.first.map { $0.sequence } != before)
        #expect(log.first?.items.count == size - 1)
        _ = try await LocalJournal(store: sut).undo(.newest)
        #expect(try await sut.counts(matching: ItemFilter(status: .completed)).total == 1)
    }

    @Test(
        "a missing id among more than a batch fails the whole change, naming every missing id, before anything is written",
        arguments: StoreKind.allCases)
    func missingIDsPastABatch(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let stored = try await sut.insert((1...(Self.batch + 1)).map { makeNewItem("n\($0)") })
        let missing = [itemID(90_001), itemID(90_002)]
        let complete = CompleteItems(
            items: LocalItemRepository(store: sut), clock: Self.clock, today: Self.today)

        await #expect(throws: DomainError.itemsNotFound(missing)) {
            try await complete.execute(.ids(stored.map(\.id) + missing))
        }
        #expect(try await sut.counts(matching: ItemFilter(status: .completed)).total == 0)
    }

    /// The use cases' batch (`ItemBatchEdit.batchSize`).
    private static let batch = 2_000
}
