import Domain
import DomainTestSupport
import Presentation
import Testing

/// How a confirmation names a due day: the weekday, the day and the month, and the year only
/// when it is not this year's.
@Suite("Days in sentences")
struct DayTextTests {
    @Test(
        "a day of this year without its year, another year's with it",
        arguments: [
            ("2026-12-04", "2026-12-03", "Fri 4 Dec"),
            ("2026-01-01", "2026-12-03", "Thu 1 Jan"),
            ("2027-01-04", "2026-12-03", "Mon 4 Jan 2027"),
            ("2020-02-29", "2026-12-03", "Sat 29 Feb 2020"),
            ("0001-01-01", "2026-12-03", "Mon 1 Jan 1"),
            ("9999-12-31", "2026-12-03", "Fri 31 Dec 9999"),
        ])
    func spoken(day: String, today: String, expected: String) {
        #expect(DayText.spoken(dueDate(day), today: dueDate(today)) == expected)
    }

    @Test("without a today, every day is named with its year")
    func withoutToday() {
        #expect(DayText.spoken(dueDate("2026-12-04"), today: nil) == "Fri 4 Dec 2026")
    }
}
