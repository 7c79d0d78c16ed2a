import Domain
import DomainTestSupport
import Testing

@Suite("Identifier")
struct IdentifierTests {
    @Test("only positive integers are ids a person or a server gives", arguments: [0, -1, -3, Int.min])
    func refusesNonPositive(raw: Int) {
        #expect(throws: ValidationError(field: .identifier, problem: .notPositive)) {
            try Item.ID(validating: raw)
        }
    }

    @Test("a raw value is an assigned id, a provisional one (negative, as a cache keeps it), or none")
    func rawValues() {
        #expect(User.ID(rawValue: 0) == nil && User.ID(rawValue: Int.min) == nil)
        #expect(User.ID(rawValue: -9_007_199_254_740_992) == nil)
        #expect(User.ID(rawValue: -1)?.kind == .provisional)
        #expect(User.ID(rawValue: -1)?.description == "~9007199254740991")
        #expect(User.ID(rawValue: 1)?.kind == .assigned)
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

    @Test(
        "a provisional id is its own kind, read and written ~1, ~2…: every id a server can send is the server's",
        arguments: [1, 2, 1_000_000, 9_007_199_254_740_991])
    func provisional(number: Int) throws {
        let provisional = try #require(Item.ID(provisional: number))
        #expect(provisional.kind == .provisional)
        #expect(provisional.provisionalNumber == number)
        #expect(provisional.description == "~\(number)")
        #expect(provisional.rawValue < 0)
        #expect(Item.ID(rawValue: provisional.rawValue) == provisional)
        // The same number as a server's id is the server's.
        let assigned = try Item.ID(validating: number)
        #expect(assigned.kind == .assigned && assigned.provisionalNumber == nil)
        #expect(assigned.description == String(number))
        #expect(assigned != provisional)
    }

    @Test("provisional numbers run from 1 to 2^53 − 1, each given once, ~1 before ~2 before any server id")
    func provisionalRange() throws {
        #expect(Item.ID(provisional: 0) == nil && Item.ID(provisional: -1) == nil)
        #expect(Item.ID(provisional: 9_007_199_254_740_992) == nil)
        let first = try #require(Item.ID(provisional: 1))
        let second = try #require(Item.ID(provisional: 2))
        #expect(first < second && second < itemID(1))
        #expect(itemID(9_007_199_254_740_991).provisionalNumber == nil)
    }

    @Test("orders by the integer")
    func ordersNumerically() {
        #expect(itemID(2) < itemID(10))
    }
}
