import Domain
import DomainTestSupport
import Presentation
import Testing

/// Where the selection is in the whole listing, as the screen's header says it.
@Suite("Item screen position")
struct ItemScreenPositionTests {
    @Test(
        "the selection's place among every row the listing holds, thousands grouped; none without a count or rows"
    )
    func position() {
        var state = ItemScreenState()
        state.list.status = .pending
        state.list.rows = (1...3).map {
            ItemRow(makeItem(id: $0, name: "n\($0)"), today: dueDate("2027-01-15"))
        }
        state.selection = 1
        #expect(state.position == nil)
        state.list.counts = ItemCounts(total: 1_000_500, completed: 500)
        #expect(state.position == "2 of 1,000,000")
        state.selection = 2
        state.list.counts = ItemCounts(total: 1_000, completed: 0, isPartial: true)
        #expect(state.position == "3 of 1,000+")
        state.list.counts = ItemCounts(total: 2, completed: 0)
        #expect(state.position == "3 of 3", "rows a change showed before the count came again are counted")
        state.selection = nil
        #expect(state.position == nil)
    }
}
