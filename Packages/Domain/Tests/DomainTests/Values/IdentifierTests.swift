import Domain
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

    @Test("keeps the integer it wraps", arguments: [1, 42, Int.max])
    func wrapsPositive(raw: Int) throws {
        #expect(try User.ID(validating: raw).rawValue == raw)
        #expect(Item.ID(rawValue: raw)?.description == String(raw))
    }

    @Test("orders by the integer")
    func ordersNumerically() {
        #expect(itemID(2) < itemID(10))
    }
}
