import DataLayer
import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

/// `crew edit --postpone`: each item's own due day moves, decided in the store's write, on every
/// store, one past the batch, as one change that one undo takes back.
@Suite("Postpone store specs")
final class PostponeStoreSpecs {
    private let directory = TemporaryDirectory()
    private static let today = DueDate(year: 2027, month: 1, day: 15) ?? .latest
    // 2,001: one past the use cases' batch of 2,000 (`ItemBatchEdit.batchSize`).

    @Test(
        "postponing a filter's items by a week moves each from its own day (an undated one from today), as one undoable change",
        arguments: StoreKind.allCases, [3, 2_001])
    func postponesEach(kind: StoreKind, count: Int) async throws {
        let sut = try kind.makeStore(in: directory)
        let days = (0..<count).map { Self.today.adding(days: $0 % 40) }
        let stored = try await sut.insert(
            days.enumerated().map { index, day in
                Self.newItem("p\(index)", due: index == 1 ? nil : day, tagged: true)
            }
                + [Self.newItem("other", due: Self.today, tagged: false)])
        let items = LocalItemRepository(store: sut)
        let edit = EditItem(items: items, users: LocalUserRepository(store: sut))
        let week = try Postponement(try TypedDueDate("1w"), today: Self.today)

        let changed = try await edit.execute(
            .matching(ItemFilter(tags: tags("x"))), ItemEdit<User.ID>(postpone: week))

        #expect(changed.items.count == count)
        for (index, item) in stored.prefix(count).enumerated() {
            let now = try #require(try await sut.item(withID: item.id))
            let from = index == 1 ? Self.today : days[index]
            #expect(now.fields.due == from?.adding(days: 7), "item \(index)")
        }
        let other = try #require(stored.last)
        #expect(try await sut.item(withID: other.id)?.fields.due == Self.today, "outside the filter")
        _ = try await LocalJournal(store: sut).undo(.newest)
        #expect(try await sut.item(withID: stored[0].id)?.fields.due == days[0])
        #expect(try await sut.item(withID: stored[1].id)?.fields.due == nil)
    }

    private static func newItem(_ name: String, due: DueDate?, tagged: Bool) -> NewItem {
        var item = makeNewItem(name)
        item.fields.due = due
        if tagged { item.tags = tags("x") }
        return item
    }
}
