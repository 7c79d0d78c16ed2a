import Domain
import DomainTestSupport
import Testing

@Suite("Typed days: the starts of a week, month and year")
struct StartOfPeriodTests {
    @Test(
        "sow is this week's Monday, som the month's first day, soy the year's",
        arguments: [
            ("sow", "2027-01-13", "2027-01-11"), ("sow", "2027-01-11", "2027-01-11"),
            ("sow", "2027-01-17", "2027-01-11"),
            ("som", "2027-03-31", "2027-03-01"), ("soy", "2027-08-09", "2027-01-01"),
        ])
    func starts(typed: String, today: String, expected: String) throws {
        #expect(try TypedDueDate(typed).day(today: dueDate(today)) == dueDate(expected))
        #expect(!(try TypedDueDate(typed)).isDuration)
    }
}
