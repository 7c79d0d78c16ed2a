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

    @Test(
        "a count without its sign counts forward, as Taskwarrior's due:3d does; other text is not guessed at")
    func unsignedCounts() throws {
        let today = dueDate("2026-12-04")
        for (unsigned, signed) in [("3d", "+3d"), ("2W", "+2w"), ("1m", "+1m"), ("10y", "+10y")] {
            #expect(try TypedDueDate(unsigned).day(today: today) == TypedDueDate(signed).day(today: today))
        }
        for text in ["3", "d", "3x", "3 d", "x3d", "1.5d"] {
            #expect(throws: ValidationError(field: .dueDate, problem: .unknownDateForm), "\(text)") {
                try TypedDueDate(text)
            }
        }
        #expect(try TypedDueDate("-1d").day(today: today) == dueDate("2026-12-03"), "a sign typed is kept")
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
