import Testing

@testable import DataLayer

@Suite("WantedIDs")
struct WantedIDsTests {
    @Test("ids that fill at least half of their span are read by the span; the rows between are left out")
    func span() {
        let sut = WantedIDs([250, 1, 7, 3] + Array(8...130))
        let condition = sut.condition("items.id", dialect: .sqlite)
        #expect(condition.sql == "items.id BETWEEN ? AND ?")
        #expect(condition.values == [.integer(1), .integer(250)])
        #expect(sut.contains(7) && sut.contains(250) && !sut.contains(2) && !sut.contains(251))
    }

    @Test(
        "ids spread thin, or so far apart that their span overflows, are read as a list",
        arguments: [[1, 3, 1_000], [-5, Int.max], [Int.min + 1, Int.max]])
    func list(ids: [Int]) {
        let sut = WantedIDs(ids)
        #expect(
            sut.condition("items.id", dialect: .sqlite).sql == "items.id IN (SELECT value FROM json_each(?))")
        #expect(sut.condition("items.id", dialect: .postgres).sql == "items.id = ANY(?::bigint[])")
        #expect(ids.allSatisfy(sut.contains))
    }

    @Test("one id, however often named, is compared as it is")
    func one() {
        let condition = WantedIDs([42, 42]).condition("item_id", dialect: .sqlite)
        #expect(condition.sql == "item_id = ?")
        #expect(condition.values == [.integer(42)])
    }
}
