import Domain
import DomainTestSupport
import Testing

@Suite("Identifier")
struct IdentifierTests {
    @Test("only positive integers are ids", arguments: [0, -1, -3, Int.min])
    func refusesNonPositive(raw: Int) {
        #expect(User.ID(rawValue: raw) == nil)
        #expect(throws: ValidationError(field: .identifier, problem: .notPositive)) {
            try Item.ID(validating: raw)
        }
    }

    @Test(
        "ids stop at 2^53 − 1, the largest whole number JSON tools keep exactly",
        arguments: [9_007_199_254_740_992, Int.max - 1, Int.max])
    func refusesTooLarge(raw: Int) {
        #expect(Item.ID(rawValue: raw) == nil)
        #expect(throws: ValidationError(field: .identifier, problem: .outOfRange(1...9_007_199_254_740_991)))
        {
            try User.ID(validating: raw)
        }
    }

    @Test(
        "keeps the integer it wraps, and reads as its digits",
        arguments: [1, 9, 10, 42, 99, 100, 1_000_000, 123_456_789_012_345, 9_007_199_254_740_991 - 1_000_000])
    func wrapsPositive(raw: Int) throws {
        #expect(try User.ID(validating: raw).rawValue == raw)
        #expect(Item.ID(rawValue: raw)?.description == String(raw))
    }

    @Test("the top million ids are provisional, read and written ~1, ~2…: a record made offline has one")
    func provisional() {
        #expect(Item.ID(provisional: 1)?.rawValue == 9_007_199_254_740_991)
        #expect(Item.ID(provisional: 1)?.description == "~1")
        #expect(Item.ID(provisional: 1_000_000)?.description == "~1000000")
        #expect(Item.ID(rawValue: 9_007_199_254_740_991 - 1_000_000)?.provisionalNumber == nil)
        #expect(Item.ID(provisional: 0) == nil && Item.ID(provisional: 1_000_001) == nil)
        #expect(itemID(42).provisionalNumber == nil)
    }

    @Test("orders by the integer")
    func ordersNumerically() {
        #expect(itemID(2) < itemID(10))
    }
}
