import Domain
import DomainTestSupport
import Testing

/// A change's answer read across the batches it was written in, as one collection.
@Suite("Changed items")
struct ChangedItemsTests {
    private let items = (1...7).map { makeItem(id: $0, name: "item \($0)") }

    @Test("batches read as the items in order: positions, iteration, count and the joined array agree")
    func readsAcrossBatches() {
        let batched = ChangedItems(batches: [
            Array(items[0..<3]), [], Array(items[3..<4]), Array(items[4...]),
        ])
        #expect(batched.count == 7)
        #expect(batched.map(\.id) == items.map(\.id))
        #expect(batched.indices.map { batched[$0].id } == items.map(\.id))
        #expect(batched.items == items)
        #expect(batched.last?.id == itemID(7))
        #expect(Array(batched.reversed()).map(\.id) == items.reversed().map(\.id))
    }

    @Test(
        "the same items are equal and hash alike however they were batched; a difference anywhere is not equal"
    )
    func equalityIgnoresBatching() {
        let whole = ChangedItems(items: items, unchanged: [itemID(2)])
        let batched = ChangedItems(
            batches: [Array(items[0..<2]), Array(items[2...])], unchanged: [itemID(2)])
        #expect(whole == batched)
        #expect(Set([whole, batched]).count == 1)
        #expect(whole != ChangedItems(items: items))
        #expect(
            whole != ChangedItems(batches: [Array(items[0..<2]), Array(items[3...])], unchanged: [itemID(2)]))
        #expect(whole != ChangedItems(items: items, unchanged: [itemID(2)], added: [makeItem(id: 8)]))
    }

    @Test("no batches, or only empty ones, is a change that chose nothing")
    func emptyBatches() {
        let none = ChangedItems(batches: [[], []])
        #expect(none.isEmpty && none.items.isEmpty && none.startIndex == none.endIndex)
        #expect(none == ChangedItems(items: []))
    }

    @Test("a change wrote nothing only when every item was unchanged and it made none")
    func wroteNothing() {
        let ids = Set(items.map(\.id))
        #expect(ChangedItems(batches: [items], unchanged: ids).wroteNothing)
        #expect(!ChangedItems(items: items, unchanged: ids.subtracting([itemID(5)])).wroteNothing)
        #expect(!ChangedItems(items: items, unchanged: ids, added: [makeItem(id: 8)]).wroteNothing)
        #expect(
            ChangedItems(batches: [Array(items[0..<2]), Array(items[2...])], unchanged: [itemID(3)]).changed
                .count == 6)
    }
}
