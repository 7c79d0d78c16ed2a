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

    @Test("keeps the integer it wraps", arguments: [1, 42, 9_007_199_254_740_991])
    func wrapsPositive(raw: Int) throws {
        #expect(try User.ID(validating: raw).rawValue == raw)
        #expect(Item.ID(rawValue: raw)?.description == String(raw))
    }

    @Test("orders by the integer")
    func ordersNumerically() {
        #expect(itemID(2) < itemID(10))
    }
}
