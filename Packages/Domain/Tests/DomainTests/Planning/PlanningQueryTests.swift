import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Planning filters and orders")
struct PlanningQueryTests {
    private let today = dueDate("2027-01-15")
    private var items: [Item] {
        [
            makeItem(id: 1, name: "Zebra", due: dueDate("2027-01-20"), priority: .low, tags: tags("home")),
            makeItem(
                id: 2, name: "apple", done: true, due: dueDate("2027-01-10"), tags: tags("work", "home")),
            makeItem(id: 3, name: "Äpfel", priority: .high, createdAt: Date(timeIntervalSince1970: 100)),
            makeItem(
                id: 4, name: "apple pie", due: dueDate("2027-01-14"), priority: .medium, tags: tags("work"),
                createdAt: Date(timeIntervalSince1970: 50)),
            makeItem(id: 5, name: "Apple", due: dueDate("2027-01-14"), priority: .high),
        ]
    }

    @Test(
        "each filter admits exactly what its definition says",
        arguments: [
            (ItemFilter(dueBefore: dueDate("2027-01-15")), [2, 4, 5]),
            (ItemFilter(dueBefore: dueDate("2027-01-14")), [2]),
            (ItemFilter(tags: tags("home")), [1, 2]),
            (ItemFilter(tags: tags("home", "work")), [2]),
            (ItemFilter(tags: tags("garden")), []),
            (ItemFilter(priority: .high), [3, 5]),
            (ItemFilter(tags: tags("home"), priority: .low), [1]),
            (ItemFilter(status: .completed, dueBefore: dueDate("2027-02-01")), [2]),
        ])
    func filters(filter: ItemFilter, expected: [Int]) {
        #expect(items.filter(filter.admits).map(\.id.rawValue) == expected)
    }

    @Test("overdue is pending items due before today, and narrows an earlier --due-before")
    func overdue() {
        #expect(items.filter(ItemFilter().overdue(today: today).admits).map(\.id.rawValue) == [4, 5])
        let earlier = ItemFilter(dueBefore: dueDate("2027-01-12")).overdue(today: today)
        #expect(earlier.dueBefore == dueDate("2027-01-12"))
        #expect(ItemFilter(dueBefore: dueDate("2027-03-01")).overdue(today: today).dueBefore == today)
    }

    @Test("an item is overdue exactly when the overdue filter admits it: one rule, two forms")
    func overdueRuleIsTheFilters() {
        let days = [nil, dueDate("2027-01-14"), today, dueDate("2027-01-16")]
        for due in days {
            for done in [false, true] {
                let item = makeItem(id: 1, done: done, due: due)
                #expect(
                    item.fields.isOverdue(today: today) == ItemFilter().overdue(today: today).admits(item),
                    "due \(String(describing: due)), done \(done)")
            }
        }
        #expect(makeItem(id: 1, due: dueDate("2027-01-14")).fields.isOverdue(today: today))
    }

    @Test("a listing's order: the sort asked, else best match for a search, else pending first")
    func listingOrder() {
        let milk = query("milk")
        #expect(ItemOrder.listing(search: nil, sort: nil, reversed: false) == .pendingFirst)
        #expect(ItemOrder.listing(search: milk, sort: nil, reversed: false) == .relevance(to: milk))
        #expect(ItemOrder.listing(search: milk, sort: .due, reversed: true) == .reversed(.sorted(.due)))
    }

    @Test(
        "each sort orders as its definition says, ties by id, pending items (all but 2) before done ones",
        arguments: [
            (ItemSort.id, [1, 3, 4, 5, 2]),
            (.due, [4, 5, 1, 3, 2]),
            (.priority, [3, 5, 4, 1, 2]),
            (.created, [1, 5, 4, 3, 2]),
            // Folded names, accents too: "äpfel" is "apfel", before "apple" (2, 5), "apple pie", "zebra".
            (.name, [3, 5, 4, 1, 2]),
        ])
    func sorts(sort: ItemSort, expected: [Int]) {
        let order = ItemOrder.sorted(sort)
        #expect(items.sorted(by: order.areInIncreasingOrder).map(\.id.rawValue) == expected)
    }

    @Test(
        "--reverse reverses a listing's order within each status (pending first still), a search's whole",
        arguments: ItemSort.allCases)
    func reversed(sort: ItemSort) {
        for order in [ItemOrder.sorted(sort), .pendingFirst] {
            let forward = items.sorted(by: order.areInIncreasingOrder)
            let backward = items.sorted(by: ItemOrder.reversed(order).areInIncreasingOrder).map(\.id)
            let pending = forward.filter { !$0.isCompleted }.map(\.id)
            let done = forward.filter(\.isCompleted).map(\.id)
            #expect(backward == pending.reversed() + done.reversed(), "\(order)")
            #expect(order.keepsPendingFirst && ItemOrder.reversed(order).keepsPendingFirst)
        }
        let search = ItemOrder.relevance(to: query("ap"))
        let forward = items.sorted(by: search.areInIncreasingOrder).map(\.id)
        #expect(
            items.sorted(by: ItemOrder.reversed(search).areInIncreasingOrder).map(\.id) == forward.reversed())
        #expect(!search.keepsPendingFirst)
    }

    @Test("a name's key sorts a name before every longer name it starts")
    func nameKeyPrefix() {
        let short = ItemOrder.sorted(.name).sortKey(of: makeItem(id: 900, name: "ab"))
        let long = ItemOrder.sorted(.name).sortKey(of: makeItem(id: 1, name: "abc"))
        #expect(short.lexicographicallyPrecedes(long))
        let reversed = ItemOrder.reversed(.sorted(.name))
        #expect(
            reversed.sortKey(of: makeItem(id: 1, name: "abc")).lexicographicallyPrecedes(
                reversed.sortKey(of: makeItem(id: 900, name: "ab"))))
    }
}
