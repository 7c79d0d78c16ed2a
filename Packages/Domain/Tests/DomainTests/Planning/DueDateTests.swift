import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("DueDate")
struct DueDateTests {
    /// 2027-01-15, a Friday.
    private let friday = dueDate("2027-01-15")

    @Test(
        "every typed form resolves against today",
        arguments: [
            ("2026-12-01", "2026-12-01"), ("today", "2027-01-15"), ("TODAY", "2027-01-15"),
            ("tomorrow", "2027-01-16"), ("yesterday", "2027-01-14"), ("+3d", "2027-01-18"),
            ("+2w", "2027-01-29"), ("-1d", "2027-01-14"), ("-3w", "2026-12-25"), (" +0d ", "2027-01-15"),
            ("mon", "2027-01-18"), ("monday", "2027-01-18"), ("thu", "2027-01-21"), ("fri", "2027-01-22"),
            ("friday", "2027-01-22"), ("Sat", "2027-01-16"), ("sunday", "2027-01-17"),
            ("+1m", "2027-02-15"), ("+1y", "2028-01-15"), ("-1m", "2026-12-15"), ("+12m", "2028-01-15"),
            ("eow", "2027-01-17"), ("EOM", "2027-01-31"), ("eoy", "2027-12-31"),
        ])
    func typedForms(typed: String, expected: String) throws {
        #expect(try DueDate(typed: typed, today: friday).description == expected)
    }

    @Test(
        "relative days cross month and year ends and leap days",
        arguments: [
            ("2024-02-28", "+1d", "2024-02-29"), ("2024-02-29", "+1d", "2024-03-01"),
            ("2023-02-28", "+1d", "2023-03-01"), ("2024-03-01", "-1d", "2024-02-29"),
            ("2026-12-31", "tomorrow", "2027-01-01"), ("2027-01-01", "yesterday", "2026-12-31"),
            ("2026-12-28", "+1w", "2027-01-04"), ("2000-02-28", "+1d", "2000-02-29"),
            ("1900-02-28", "+1d", "1900-03-01"), ("2026-12-30", "fri", "2027-01-01"),
            ("2024-01-31", "+30d", "2024-03-01"),
            // A month on keeps the day, clamped to a shorter month's end.
            ("2027-01-31", "+1m", "2027-02-28"), ("2024-01-31", "+1m", "2024-02-29"),
            ("2024-02-29", "+1y", "2025-02-28"), ("2027-03-31", "-1m", "2027-02-28"),
            ("2026-12-15", "+1m", "2027-01-15"), ("2027-01-15", "-13m", "2025-12-15"),
            // The end of the week is this week's Sunday: today on a Sunday.
            ("2027-01-17", "eow", "2027-01-17"), ("2027-01-18", "eow", "2027-01-24"),
            ("2024-02-10", "eom", "2024-02-29"), ("2027-12-31", "eoy", "2027-12-31"),
        ])
    func calendarEdges(today: String, typed: String, expected: String) throws {
        #expect(try DueDate(typed: typed, today: dueDate(today)).description == expected)
    }

    @Test("a weekday is the next such day, never today")
    func weekdayIsNeverToday() throws {
        #expect(friday.weekday == 4)
        #expect(try DueDate(typed: "fri", today: friday) == friday.adding(days: 7))
        for offset in 0..<7 {
            guard let today = friday.adding(days: offset) else { continue }
            for name in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] {
                let day = try DueDate(typed: name, today: today)
                #expect((1...7).contains(day.dayNumber - today.dayNumber))
            }
        }
    }

    @Test(
        "anything else is refused, saying which forms are accepted or that the day does not exist",
        arguments: [
            ("next week", ValidationError.Problem.unknownDateForm), ("", .unknownDateForm),
            ("3", .unknownDateForm), ("+3", .unknownDateForm), ("+3x", .unknownDateForm),
            ("eod", .unknownDateForm),
            ("+1234567890d", .unknownDateForm), ("2026-1-5", .unknownDateForm),
            ("26-01-05", .unknownDateForm),
            ("2026/01/05", .unknownDateForm), ("mo", .unknownDateForm), ("tues", .unknownDateForm),
            ("2026-02-29", .noSuchDay), ("2026-02-30", .noSuchDay), ("2026-13-01", .noSuchDay),
            ("2026-00-10", .noSuchDay), ("0000-01-01", .outsideCalendar), ("2026-04-31", .noSuchDay),
            ("10000-01-01", .outsideCalendar), ("+99999y", .outsideCalendar), ("+9999999d", .outsideCalendar),
            ("-999999999w", .outsideCalendar),
            ("٢٠٢٦-٠١-٠٥", .unknownDateForm),
        ])
    func refused(typed: String, problem: ValidationError.Problem) {
        #expect(throws: ValidationError(field: .dueDate, problem: problem)) {
            try DueDate(typed: typed, today: friday)
        }
    }

    @Test("the calendar's ends cannot be passed")
    func calendarEnds() throws {
        #expect(DueDate.latest.adding(days: 1) == nil)
        #expect(DueDate.earliest.adding(days: -1) == nil)
        #expect(throws: ValidationError(field: .dueDate, problem: .outsideCalendar)) {
            try DueDate(typed: "+1d", today: DueDate.latest)
        }
        #expect(DueDate.latest.description == "9999-12-31")
        #expect(DueDate.earliest.description == "0001-01-01")
        #expect(DueDate.latest.adding(months: 1) == nil)
        #expect(DueDate.earliest.adding(months: -1) == nil)
        #expect(DueDate.latest.adding(months: Int.max) == nil)
        #expect(throws: ValidationError(field: .dueDate, problem: .outsideCalendar)) {
            try DueDate(typed: "+1y", today: DueDate.latest)
        }
        // Every listed form takes a count of any size the calendar can hold.
        #expect(try DueDate(typed: "+365000d", today: dueDate("2026-12-03")) == dueDate("3026-04-05"))
    }

    @Test("every day of four centuries reads back as itself")
    func roundTrip() throws {
        var day = try #require(DueDate(year: 1900, month: 1, day: 1))
        let end = try #require(DueDate(year: 2300, month: 1, day: 1))
        while day < end {
            #expect(DueDate(year: day.year, month: day.month, day: day.day) == day)
            guard let next = day.adding(days: 1) else { break }
            #expect(next.dayNumber == day.dayNumber + 1)
            day = next
        }
    }

    @Test(
        "today is the day in the local time zone: one instant, two zones, two days",
        arguments: [
            // 2027-01-15 23:30 UTC: still the 15th in UTC, already the 16th in Auckland (+13 h)
            // and still the 15th in Los Angeles (−8 h).
            (1_800_055_800, 0, "2027-01-15"), (1_800_055_800, 13 * 3_600, "2027-01-16"),
            (1_800_055_800, -8 * 3_600, "2027-01-15"),
            // 2027-01-15 02:00 UTC: the 14th in Los Angeles.
            (1_800_000_000 - 6 * 3_600, -8 * 3_600, "2027-01-14"),
            // Before 1970, a negative count of seconds still rounds to the right day.
            (-1, 0, "1969-12-31"), (-86_400, 0, "1969-12-31"), (-86_401, 0, "1969-12-30"),
        ])
    func todayInTimeZones(seconds: Int, offset: Int, expected: String) throws {
        let today = DueDate(Date(timeIntervalSince1970: TimeInterval(seconds)), utcOffset: offset)
        #expect(today.description == expected)
        // "tomorrow" follows the zone's today, not UTC's.
        #expect(try DueDate(typed: "tomorrow", today: today) == today.adding(days: 1))
    }
}
