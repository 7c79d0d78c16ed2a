extension DueDate {
    /// The forms a person may type, as an error lists them.
    public static let acceptedForms =
        "YYYY-MM-DD, today, tomorrow, yesterday, +3d, +2w, +1m, +1y, -1d, sow, som, soy, eow, eom, eoy, or a weekday (mon…sun, monday…sunday)"

    static let weekdays = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    /// A day as a person types it, relative to `today` (the day in the local time zone, which the
    /// composition root knows): the form read (``TypedDueDate``), then resolved against `today`.
    public init(typed raw: String, today: DueDate) throws(ValidationError) {
        self = try TypedDueDate(raw).day(today: today)
    }

    /// A day written `YYYY-MM-DD` (as `--json`, backups and an API carry it); `nil` otherwise.
    public init?(iso text: String) {
        guard let day = Self.isoDate(text), let day else { return nil }
        self = day
    }

    /// `.some(nil)` for text shaped `YYYY-MM-DD` that names no day; `nil` for another shape.
    static func isoDate(_ text: String) -> DueDate?? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return .some(DueDate(year: year, month: month, day: day))
    }

    /// `+3d`, `-1d`, `+2w`: a signed count of days or weeks.
    static func relativeDays(_ text: String) -> Int? {
        guard let (count, unit) = signedCount(text), unit == "d" || unit == "w" else { return nil }
        return count * (unit == "w" ? 7 : 1)
    }

    /// `+1m`, `-2m`, `+1y`: a signed count of months or years, in months.
    static func relativeMonths(_ text: String) -> Int? {
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

    /// The weekday `mon`…`sun` (or its whole name) names, 0 for Monday; `nil` for other text.
    static func weekday(named text: String) -> Int? {
        guard text.count >= 3 else { return nil }
        return weekdays.firstIndex { $0 == text || ($0.hasPrefix(text) && text.count == 3) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
