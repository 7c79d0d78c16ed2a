import Domain
import DomainTestSupport
import Testing

@Suite("Estimate: how long an item should take")
struct EstimateTests {
    @Test(
        "the typed forms read as minutes and are said back the short way",
        arguments: [
            ("90m", 90, "1h30m"), ("1h30m", 90, "1h30m"), ("2h", 120, "2h"), ("45M", 45, "45m"),
            ("1h 5m", 65, "1h5m"), (" 3H ", 180, "3h"), ("8760h", 525_600, "8760h"), ("1m", 1, "1m"),
            ("0h1m", 1, "1m"),
        ])
    func typed(text: String, minutes: Int, said: String) throws {
        let estimate = try Estimate(typed: text)
        #expect(estimate.minutes == minutes)
        #expect(estimate.description == said)
        #expect(try Estimate(typed: estimate.description) == estimate, "what is said back reads back")
        #expect(try Estimate(plainValue: estimate.plainValue) == estimate)
    }

    @Test(
        "anything else is refused, naming the forms and the bounds",
        arguments: [
            "", "90", "m", "h30m", "30m1h", "1h1h", "1.5h", "-1h", "0m", "0h", "8761h", "99999999h", "1d",
            "1h30",
            "١h",
        ])
    func refused(text: String) {
        #expect(
            throws: ValidationError(
                field: Estimate.field,
                problem: .expected("a duration from 1m to 8760h, written 90m, 1h30m or 2h"))
        ) {
            try Estimate(typed: text)
        }
    }

    @Test("a stored value outside the bounds, or a text, is refused")
    func storedValues() {
        #expect(throws: ValidationError.self) { try Estimate(plainValue: .whole(0)) }
        #expect(throws: ValidationError.self) { try Estimate(plainValue: .whole(525_601)) }
        #expect(throws: ValidationError.self) { try Estimate(plainValue: .text("90m")) }
    }

    @Test("the next occurrence of a recurring item keeps its estimate")
    func recurrenceKeepsIt() throws {
        let fields = ItemFields(
            due: dueDate("2027-01-04"), every: .weeks(1), estimate: try Estimate(typed: "2h"))
        #expect(fields.nextOccurrence(today: dueDate("2027-01-04"))?.estimate == fields.estimate)
    }
}
