import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// A search's first page found through the names that start with the query (`SQLStore+NameStart`)
/// is the whole ranking's first page, row for row, and the pages after it follow on.
@Suite("SQLite: a search's first page by the names' start")
final class NameStartSearchTests {
    private let directory = TemporaryDirectory()

    /// Exact names, names that start with "milk", words that do, names that hold it, others; every
    /// third done, owners alternating. `prefixed` names start with "milk": past 4,096 of one
    /// status, that status is found through the status index instead.
    private func store(prefixed: Int) async throws -> (SQLiteStore, [Item]) {
        let store = try SQLiteStore(path: directory.path("search-\(prefixed).sqlite3"))
        _ = try await store.save([makeUser(id: 1), makeUser(id: 2)])
        var drafts: [NewItem] = []
        for index in 0..<prefixed {
            drafts.append(
                makeNewItem(index % 2 == 0 ? "Milk item \(index)" : "milk \(index)", done: index % 3 == 0))
        }
        for (index, name) in ["milk", "MILK", "Mílk", "buy milk", "semi-skimmed milk", "buttermilk", "bread"]
            .enumerated()
        {
            drafts.append(makeNewItem(name, done: index % 3 == 1))
        }
        for index in 0..<drafts.count where index % 2 == 1 { drafts[index].ownerID = userID(2) }
        let items = try await store.insert(drafts)
        return (store, items)
    }

    /// The Domain's own order over every item the filter admits: what the whole ranking gives.
    private func expected(_ items: [Item], _ filter: ItemFilter, _ query: SearchQuery, count: Int) -> [Item
        .ID]
    {
        let order = ItemOrder.relevance(to: query)
        return Array(
            items.filter(filter.admits).sorted(by: order.areInIncreasingOrder).prefix(count).map(\.id))
    }

    @Test(
        "the first pages are the whole ranking's, for every status and an owner, few names or many",
        arguments: [40, 9_000])
    func sameAsTheWholeRanking(prefixed: Int) async throws {
        let (store, items) = try await store(prefixed: prefixed)
        let milk = query("milk")
        for status in [ItemStatusFilter.all, .pending, .completed] {
            for owner in [OwnerFilter.anyone, .user(userID(2))] {
                var filter = ItemFilter(status: status, search: milk)
                filter.owner = owner
                let first = try await store.items(
                    matching: filter, order: .relevance(to: milk), page: pageOf(10))
                var shown = first.elements
                if let next = first.next {
                    shown += try await store.items(matching: filter, order: .relevance(to: milk), page: next)
                        .elements
                }
                #expect(shown.map(\.id) == expected(items, filter, milk, count: 20), "\(status) \(owner)")
            }
        }
    }

    @Test("a page the names' start cannot fill (fewer of them, or a page past them) is ranked whole")
    func rankedWholeWhenShort() async throws {
        let (store, items) = try await store(prefixed: 4)
        let milk = query("milk")
        let filter = ItemFilter(search: milk)
        let page = try await store.items(matching: filter, order: .relevance(to: milk), page: pageOf(50))
        #expect(page.elements.map(\.id) == expected(items, filter, milk, count: 50))
        #expect(page.next == nil)
    }

    @Test("the first page of a search that many names start with costs the same however many do")
    func costDoesNotGrowWithMatches() async throws {
        let milk = query("milk")
        var byStart: [Int] = []
        var whole: [Int] = []
        for prefixed in [9_000, 18_000] {
            let (store, _) = try await store(prefixed: prefixed)
            await store.countQueryWork()
            _ = try await store.items(
                matching: ItemFilter(search: milk), order: .relevance(to: milk), page: pageOf(10))
            byStart.append(await store.lastQueryStatistics.virtualMachineSteps)
            // The same search ranked whole (reversed, which the names' start does not serve).
            _ = try await store.items(
                matching: ItemFilter(search: milk), order: .reversed(.relevance(to: milk)), page: pageOf(10))
            whole.append(await store.lastQueryStatistics.virtualMachineSteps)
        }
        #expect(Double(byStart[1]) < Double(byStart[0]) * 1.2, "by the names' start: \(byStart) steps")
        #expect(Double(whole[1]) > Double(whole[0]) * 1.5, "ranked whole: \(whole) steps")
        #expect(byStart[1] * 3 < whole[1], "\(byStart) against \(whole)")
    }
}
