#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A calendar day with no time of day: when an item is due. Counted in days from 1970-01-01
/// (the proleptic Gregorian calendar), so comparing and adding days is arithmetic, and the
/// store keeps one integer.
public struct DueDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 0001-01-01 and 9999-12-31: the days `YYYY-MM-DD` can write.
    public static let earliest = DueDate(uncheckedDayNumber: CivilDate.dayNumber(year: 1, month: 1, day: 1))
    /// The last day crew accepts (9999-12-31).
    public static let latest = DueDate(
        uncheckedDayNumber: CivilDate.dayNumber(year: 9999, month: 12, day: 31))

    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    /// `nil` for a day the calendar does not have (2026-02-30) or outside years 1 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.days(inMonth: month, ofYear: year)).contains(day)
        else { return nil }
        dayNumber = CivilDate.dayNumber(year: year, month: month, day: day)
    }

    /// `nil` outside years 1 to 9999.
    public init?(dayNumber: Int) {
        guard (Self.earliest.dayNumber...Self.latest.dayNumber).contains(dayNumber) else { return nil }
        self.dayNumber = dayNumber
    }

    /// The day `instant` falls on where the clock is `utcOffset` seconds ahead of UTC.
    public init(_ instant: Date, utcOffset: Int) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + utcOffset
        let day = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        dayNumber = min(max(day, Self.earliest.dayNumber), Self.latest.dayNumber)
    }

    private init(uncheckedDayNumber: Int) {
        dayNumber = uncheckedDayNumber
    }

    /// The year of the Gregorian calendar.
    public var year: Int { CivilDate(dayNumber: dayNumber).year }
    /// The month, 1 to 12.
    public var month: Int { CivilDate(dayNumber: dayNumber).month }
    /// The day of the month, 1 to 31.
    public var day: Int { CivilDate(dayNumber: dayNumber).day }

    /// 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday).
    public var weekday: Int {
        ((dayNumber + 3) % 7 + 7) % 7
    }

    /// The day `days` later (earlier when negative); `nil` past the calendar's ends.
    public func adding(days: Int) -> DueDate? {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        return overflow ? nil : DueDate(dayNumber: sum)
    }

    /// The same day `months` later (earlier when negative), clamped to the end of a shorter month
    /// (Jan 31 + 1 month is Feb 28, or 29 in a leap year); `nil` past the calendar's ends.
    public func adding(months: Int) -> DueDate? {
        let (total, overflow) = (year * 12 + month - 1).addingReportingOverflow(months)
        guard !overflow else { return nil }
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        return DueDate(
            year: newYear, month: newMonth, day: min(day, CivilDate.days(inMonth: newMonth, ofYear: newYear)))
    }

    /// `2026-12-01`: `YYYY-MM-DD`, years 1 to 9999.
    public var description: String {
        let date = CivilDate(dayNumber: dayNumber)
        return ZeroPadded.text(date.year, width: 4) + "-" + ZeroPadded.text(date.month, width: 2) + "-"
            + ZeroPadded.text(date.day, width: 2)
    }

    /// Earlier days come first.
    public static func < (lhs: DueDate, rhs: DueDate) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }
}
