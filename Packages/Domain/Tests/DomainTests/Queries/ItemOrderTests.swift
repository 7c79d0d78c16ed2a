import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("ItemOrder")
struct ItemOrderTests {
    @Test("pending first puts every pending item before any completed one, by id within each")
    func pendingFirst() {
        let items = [
            makeItem(id: 4, done: true), makeItem(id: 1, done: true), makeItem(id: 3), makeItem(id: 2),
        ]
        let sorted = items.sorted(by: ItemOrder.pendingFirst.areInIncreasingOrder)
        #expect(sorted.map(\.id.rawValue) == [2, 3, 1, 4])
    }

    @Test("relevance ranks exact, then prefix, then word prefix, then substring; ties pending first")
    func relevance() {
        let items = [
            makeItem(id: 1, name: "oat milkshake"),
            makeItem(id: 2, name: "buttermilk"),
            makeItem(id: 3, name: "buy milk", done: true),
            makeItem(id: 4, name: "Milk"),
            makeItem(id: 5, name: "milk chocolate"),
            makeItem(id: 6, name: "buy milk"),
        ]
        let sorted = items.sorted(by: ItemOrder.relevance(to: query("milk")).areInIncreasingOrder)
        #expect(sorted.map(\.id.rawValue) == [4, 5, 1, 6, 3, 2])
    }
}

@Suite("SearchRank")
struct SearchRankTests {
    @Test(
        "ranks a name against a query",
        arguments: [
            ("Milk", SearchRank?.some(.exactName)),
            ("milk and honey", .namePrefix),
            ("buy MILK", .wordPrefix),
            ("buttermilk", .substring),
            ("buttermilk and milk", .wordPrefix),
            ("MILKY WAY", .namePrefix),
            ("bread", nil),
        ])
    func ranks(name: String, expected: SearchRank?) throws {
        #expect(SearchRank(of: try ItemName(name), for: query("milk")) == expected)
    }
}

@Suite("Case-insensitive matching")
struct CaseInsensitiveMatchingTests {
    @Test(
        "matching folds case beyond ASCII and takes every character literally",
        arguments: [
            ("Ärger im Büro", "ÄRG", true), ("Ärger im Büro", "büro", true), ("ΣΟΦΊΑ", "σοφ", true),
            ("100% sure", "0%", true), ("a_b", "a.b", false), ("milk", "milky", false),
            ("🥛 milk", "🥛 m", true),
        ])
    func folds(name: String, text: String, matches: Bool) throws {
        #expect(query(text).matches(try ItemName(name)) == matches)
    }
}

@Suite("ItemFilter")
struct ItemFilterTests {
    @Test("admits by status, owner and search together")
    func admitsByEveryCriterion() {
        let item = makeItem(id: 1, name: "Buy milk", done: false, owner: 7)
        #expect(ItemFilter().admits(item))
        #expect(ItemFilter(status: .pending).admits(item))
        #expect(!ItemFilter(status: .completed).admits(item))
        #expect(ItemFilter(owner: .user(userID(7))).admits(item))
        #expect(!ItemFilter(owner: .user(userID(8))).admits(item))
        #expect(!ItemFilter(owner: .nobody).admits(item))
        #expect(ItemFilter(search: query("MILK")).admits(item))
        #expect(!ItemFilter(status: .pending, owner: .anyone, search: query("bread")).admits(item))
    }

    @Test("the nobody owner admits only unowned items")
    func nobodyOwner() {
        #expect(ItemFilter(owner: .nobody).admits(makeItem(id: 1, owner: nil)))
    }
}

@Suite("Paging")
struct PagingTests {
    @Test("a page request refuses a limit outside 1...1000", arguments: [0, -1, 1001])
    func refusesBadLimit(limit: Int) {
        #expect(throws: ValidationError(field: .pageLimit, problem: .outOfRange(1...1000))) {
            try PageRequest(limit: limit)
        }
    }

    @Test("slicing one more element than the limit tells that a next page exists, after the last element")
    func nextPageWhenMoreFetched() throws {
        let request = try PageRequest(limit: 2, after: PageCursor(keys: [4]))
        let page = Page(slicing: [5, 6, 7], for: request) { PageCursor(keys: [$0]) }
        #expect(page.elements == [5, 6])
        #expect(page.next == (try PageRequest(limit: 2, after: PageCursor(keys: [6]))))
    }

    @Test("the last page has no next page")
    func noNextOnLastPage() throws {
        let page = Page(slicing: [1, 2], for: try PageRequest(limit: 2)) { PageCursor(keys: [$0]) }
        #expect(page.next == nil)
        #expect(Page(slicing: [Int](), for: .first) { PageCursor(keys: [$0]) }.next == nil)
    }

    @Test("a cursor compares sort keys lexicographically")
    func cursorOrder() {
        let cursor = PageCursor(keys: [0, 5])
        #expect(cursor.precedes([0, 6]))
        #expect(cursor.precedes([1, 1]))
        #expect(!cursor.precedes([0, 5]))
        #expect(!cursor.precedes([0, 4]))
    }

    @Test("an item's sort key is the order's definition, and where the next page starts")
    func sortKeys() {
        let item = makeItem(id: 7, name: "buy milk", done: true)
        #expect(ItemOrder.pendingFirst.sortKey(of: item) == [1, 7])
        #expect(
            ItemOrder.relevance(to: query("milk")).sortKey(of: item) == [
                SearchRank.wordPrefix.rawValue, 1, 7,
            ])
        #expect(ItemOrder.pendingFirst.cursor(after: item) == PageCursor(keys: [1, 7]))
        #expect(UserOrder.cursor(after: makeUser(id: 3)) == PageCursor(keys: [3]))
    }

    @Test("mapping keeps paging and freshness")
    func mapKeepsMetadata() throws {
        let page = Page(
            slicing: [1, 2, 3], for: try PageRequest(limit: 2), freshness: .stale(since: .distantPast)
        ) {
            PageCursor(keys: [$0])
        }
        let mapped = page.map(String.init)
        #expect(mapped.elements == ["1", "2"])
        #expect(mapped.next == page.next)
        #expect(mapped.freshness.isStale)
    }
}

@Suite("ItemOrder.ownerFirst: the default report's order when me is set")
struct OwnerFirstOrderTests {
    @Test(
        "pending first; the person's items before everyone else's, each by next; reversed within each status")
    func ownerFirst() {
        let items = [
            makeItem(id: 1, owner: 1, due: dueDate("2020-01-01")),
            makeItem(id: 2, owner: 2, due: dueDate("2030-01-01")),
            makeItem(id: 3, due: dueDate("2025-01-01"), priority: .high), makeItem(id: 4, owner: 2),
            makeItem(id: 5, done: true, owner: 2),
        ]
        let order = ItemOrder.ownerFirst(userID(2))
        #expect(items.sorted(by: order.areInIncreasingOrder).map(\.id.rawValue) == [2, 4, 1, 3, 5])
        #expect(
            items.sorted(by: ItemOrder.reversed(order).areInIncreasingOrder).map(\.id.rawValue) == [
                3, 1, 4, 2, 5,
            ])
        #expect(order.keepsPendingFirst && ItemOrder.reversed(order).keepsPendingFirst)
        #expect(ItemOrder.listing(search: nil, sort: .next, reversed: false, first: userID(2)) == order)
        #expect(
            ItemOrder.listing(search: nil, sort: .due, reversed: false, first: userID(2)) == .sorted(.due))
    }
}
