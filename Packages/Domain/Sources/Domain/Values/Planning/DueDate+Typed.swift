extension DueDate {
    /// The forms a person may type, as an error lists them.
    public static let acceptedForms =
        "YYYY-MM-DD, today, tomorrow, yesterday, +3d, +2w, +1m, +1y, -1d, eow, eom, eoy, or a weekday (mon…sun, monday…sunday)"

    private static let weekdays = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    /// A day as a person types it, relative to `today` (the day in the local time zone, which the
    /// composition root knows): `2026-12-01`, `today`, `tomorrow`, `yesterday`, `+3d`, `+2w`,
    /// `+1m`, `+1y` (a month or year on, clamped to the month's end: Jan 31 + 1m is Feb 28), `-1d`,
    /// `eow` (this week's Sunday), `eom`, `eoy` (the last day of this month, this year), or a
    /// weekday name (`fri`, `friday`: the next such day, never today).
    public init(typed raw: String, today: DueDate) throws(ValidationError) {
        let text = raw.trimmingWhitespace.lowercased()
        if let date = Self.isoDate(text) {
            guard let date else {
                let year = text.prefix { $0 != "-" }
                let outside = year.count > 4 || year == "0000"
                throw ValidationError(field: .dueDate, problem: outside ? .outsideCalendar : .noSuchDay)
            }
            self = date
            return
        }
        if let months = Self.relativeMonths(text) {
            guard let date = today.adding(months: months) else {
                throw ValidationError(field: .dueDate, problem: .outsideCalendar)
            }
            self = date
            return
        }
        let offset: Int?
        switch text {
        case "today": offset = 0
        case "tomorrow": offset = 1
        case "yesterday": offset = -1
        case "eow": offset = 6 - today.weekday
        case "eom": offset = CivilDate.days(inMonth: today.month, ofYear: today.year) - today.day
        case "eoy":
            offset =
                (DueDate(year: today.year, month: 12, day: 31)?.dayNumber ?? today.dayNumber)
                - today.dayNumber
        default: offset = Self.relativeDays(text) ?? Self.daysToWeekday(text, from: today)
        }
        guard let offset else { throw ValidationError(field: .dueDate, problem: .unknownDateForm) }
        guard let date = today.adding(days: offset) else {
            throw ValidationError(field: .dueDate, problem: .outsideCalendar)
        }
        self = date
    }

    /// A day written `YYYY-MM-DD` (as `--json`, backups and an API carry it); `nil` otherwise.
    public init?(iso text: String) {
        guard let day = Self.isoDate(text), let day else { return nil }
        self = day
    }

    /// `.some(nil)` for text shaped `YYYY-MM-DD` that names no day; `nil` for another shape.
    private static func isoDate(_ text: String) -> DueDate?? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return .some(DueDate(year: year, month: month, day: day))
    }

    /// `+3d`, `-1d`, `+2w`: a signed count of days or weeks.
    private static func relativeDays(_ text: String) -> Int? {
        guard let (count, unit) = signedCount(text), unit == "d" || unit == "w" else { return nil }
        return count * (unit == "w" ? 7 : 1)
    }

    /// `+1m`, `-2m`, `+1y`: a signed count of months or years, in months.
    private static func relativeMonths(_ text: String) -> Int? {
        guard let (count, unit) = signedCount(text), unit == "m" || unit == "y" else { return nil }
        return count * (unit == "y" ? 12 : 1)
    }

    /// `+3d` as (3, "d"): a sign, one to nine digits (more could overflow once counted in days; any
    /// count past five digits is outside the calendar anyway, and said so), a unit letter.
    private static func signedCount(_ text: String) -> (Int, Character)? {
        guard let sign = text.first, sign == "+" || sign == "-", let unit = text.last, unit.isLetter else {
            return nil
        }
        let digits = text.dropFirst().dropLast()
        guard (1...9).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let count = Int(digits)
        else {
            return nil
        }
        return ((sign == "-" ? -1 : 1) * count, unit)
    }

    /// Days from `today` to the next `mon`…`sun` (or its whole name): 1 to 7, never 0.
    private static func daysToWeekday(_ text: String, from today: DueDate) -> Int? {
        guard text.count >= 3,
            let target = weekdays.firstIndex(where: { $0 == text || ($0.hasPrefix(text) && text.count == 3) })
        else { return nil }
        let ahead = (target - today.weekday + 7) % 7
        return ahead == 0 ? 7 : ahead
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
