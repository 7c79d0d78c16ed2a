import Domain
import DomainTestSupport
import Testing

@Suite("TypedDueDate: a typed day read once, resolved on the day it runs")
struct TypedDueDateTests {
    @Test("one reading resolves against any today, as DueDate(typed:today:) does")
    func readOnceResolveMany() throws {
        let forms = [
            "fri", "friday", "+3d", "-1w", "+1m", "eow", "eom", "eoy", "today", "Tomorrow", " 2026-12-01 ",
        ]
        for text in forms {
            let typed = try TypedDueDate(text)
            for today in ["2026-12-04", "2027-01-31", "2028-02-29", "2026-12-06"].map(dueDate) {
                #expect(
                    try typed.day(today: today) == DueDate(typed: text, today: today), "\(text) on \(today)")
            }
        }
        #expect(
            try TypedDueDate("fri").day(today: dueDate("2026-12-04")) == dueDate("2026-12-11"), "never today")
        #expect(try TypedDueDate("+1m").day(today: dueDate("2027-01-31")) == dueDate("2027-02-28"))
    }

    @Test("the form is checked when read; the calendar's ends when resolved")
    func refusals() throws {
        #expect(throws: ValidationError(field: .dueDate, problem: .unknownDateForm)) {
            try TypedDueDate("someday")
        }
        #expect(throws: ValidationError(field: .dueDate, problem: .noSuchDay)) {
            try TypedDueDate("2026-02-30")
        }
        #expect(throws: ValidationError(field: .dueDate, problem: .outsideCalendar)) {
            try TypedDueDate("10000-01-01")
        }
        let far = try TypedDueDate("+99999y")
        #expect(throws: ValidationError(field: .dueDate, problem: .outsideCalendar)) {
            try far.day(today: dueDate("2026-12-04"))
        }
        #expect(try TypedDueDate("+365000d").day(today: dueDate("2026-12-04")) > dueDate("3026-01-01"))
    }
}
