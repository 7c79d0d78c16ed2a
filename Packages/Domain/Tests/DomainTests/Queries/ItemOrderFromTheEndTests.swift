import Domain
import DomainTestSupport
import Foundation
import Testing

/// An order read from its end (`ItemOrder.fromTheEnd`): what a screen's `G` reads one page of.
@Suite("ItemOrder from the end")
struct ItemOrderFromTheEndTests {
    /// Every order a listing or a search makes, forwards and reversed.
    private static let orders: [ItemOrder] = {
        let forward =
            ItemSort.allCases.map(ItemOrder.sorted)
            + [.pendingFirst, .id, .ownerFirst(userID(1)), .relevance(to: query("mi"))]
        return forward + forward.map(ItemOrder.reversed)
    }()

    /// Items with many ties (few days, priorities, owners, names), done and pending.
    private static let items: [Item] = {
        var random = SeededRandom(seed: 7)
        let names = ["milk", "Milk", "mild", "tea", "a milk", "ab", "abc"]
        return (1...150).map { id in
            let day = dueDate("2027-01-15").adding(days: Int.random(in: -2...2, using: &random))
            return makeItem(
                id: id, name: names[Int.random(in: 0..<names.count, using: &random)],
                done: Bool.random(using: &random), owner: [nil, 1, 2][Int.random(in: 0..<3, using: &random)],
                due: Bool.random(using: &random) ? nil : day,
                priority: [nil, Priority.high, .low][Int.random(in: 0..<3, using: &random)],
                createdAt: Bool.random(using: &random)
                    ? nil
                    : Date(timeIntervalSince1970: TimeInterval(Int.random(in: 0..<3, using: &random) * 60)))
        }
    }()

    @Test("every order read from its end is that order exactly backwards, done items before pending ones too")
    func mirrorsEveryOrder() {
        for order in Self.orders {
            let forward = Self.items.sorted(by: order.areInIncreasingOrder).map(\.id)
            let backwards = Self.items.sorted(by: order.fromTheEnd.areInIncreasingOrder).map(\.id)
            #expect(backwards == forward.reversed(), "\(order)")
            #expect(order.fromTheEnd.fromTheEnd == order, "\(order)")
        }
    }

    @Test(
        "an order whose reverse is already exact is read from its end as that reverse; the others are backwards"
    )
    func simplestForm() {
        #expect(ItemOrder.id.fromTheEnd == .reversed(.id))
        #expect(ItemOrder.reversed(.relevance(to: query("mi"))).fromTheEnd == .relevance(to: query("mi")))
        #expect(ItemOrder.pendingFirst.fromTheEnd == .backwards(.pendingFirst))
        #expect(ItemOrder.reversed(.sorted(.due)).fromTheEnd == .backwards(.reversed(.sorted(.due))))
        #expect(!ItemOrder.backwards(.pendingFirst).keepsPendingFirst)
    }

    @Test("the in-memory store pages an order from its end, page after page, as the whole of it backwards")
    func pagesFromTheEnd() async throws {
        let repository = InMemoryItemRepository(Self.items)
        for order in Self.orders {
            var read: [Item.ID] = []
            var request: PageRequest? = pageOf(11)
            while let current = request {
                let page = try await repository.items(
                    matching: ItemFilter(), order: order.fromTheEnd, page: current)
                read += page.elements.map(\.id)
                request = page.next
            }
            #expect(
                read == Self.items.sorted(by: order.areInIncreasingOrder).map(\.id).reversed(), "\(order)")
        }
    }
}
