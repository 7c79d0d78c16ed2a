/// How often a recurring item comes back: completing it creates the next one, due one period
/// after the one completed (`nextDue(after:today:)`).
public enum Recurrence: Hashable, Sendable, CustomStringConvertible {
    /// Every N days.
    case days(Int)
    /// Every N weeks.
    case weeks(Int)
    /// Every N months (the same day of the month, or its last day when shorter).
    case months(Int)
    /// Every N years.
    case years(Int)
    /// Monday to Friday.
    case weekdays

    /// The largest N of "N days" (and of weeks, months, years).
    public static let maximumCount = 999

    /// The forms `--every` accepts, as an error message lists them.
    public static let acceptedForms =
        "day, week, month, year, weekdays, or N days, N weeks, N months, N years (also daily, weekly, monthly, yearly, 2w, 3d)"

    private static let units: [String: String] = [
        "d": "day", "day": "day", "days": "day", "daily": "day",
        "w": "week", "week": "week", "weeks": "week", "weekly": "week",
        "m": "month", "month": "month", "months": "month", "monthly": "month",
        "y": "year", "year": "year", "years": "year", "yearly": "year",
    ]

    /// A period as a person types it: `week`, `weekly`, `2 weeks`, `2w`, `weekdays`; case and the
    /// spaces between the count and the unit do not matter.
    public init(typed raw: String) throws(ValidationError) {
        let text = raw.trimmingWhitespace.lowercased()
        if text == "weekdays" || text == "weekday" {
            self = .weekdays
            return
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let unit = Self.units[String(text.dropFirst(digits.count)).trimmingWhitespace] else {
            throw ValidationError(field: .recurrence, problem: .unknownRecurrence)
        }
        guard let count = digits.isEmpty ? 1 : Int(digits), (1...Self.maximumCount).contains(count) else {
            throw ValidationError(field: .recurrence, problem: .outOfRange(1...Self.maximumCount))
        }
        self =
            switch unit {
            case "day": .days(count)
            case "week": .weeks(count)
            case "month": .months(count)
            default: .years(count)
            }
    }

    /// How crew writes it, which `init(typed:)` reads back: `week`, `3 days`, `weekdays`.
    public var description: String {
        switch self {
        case .days(let count): Self.written(count, "day")
        case .weeks(let count): Self.written(count, "week")
        case .months(let count): Self.written(count, "month")
        case .years(let count): Self.written(count, "year")
        case .weekdays: "weekdays"
        }
    }

    /// The due day of the next occurrence of an item due `due`: the period after it (clamped to
    /// the end of a shorter month, Jan 31 + 1 month is Feb 28); when that is still before
    /// `today`, the first day of the series that is not. `nil` past the calendar's end.
    public func nextDue(after due: DueDate, today: DueDate) -> DueDate? {
        switch self {
        case .days(let count): return Self.step(from: due, by: count, notBefore: today)
        case .weeks(let count): return Self.step(from: due, by: count * 7, notBefore: today)
        case .months(let count): return Self.monthly(from: due, by: count, notBefore: today)
        case .years(let count): return Self.monthly(from: due, by: count * 12, notBefore: today)
        case .weekdays:
            guard var day = due.adding(days: 1) else { return nil }
            if day < today { day = today }
            while day.weekday > 4 {
                guard let next = day.adding(days: 1) else { return nil }
                day = next
            }
            return day
        }
    }

    private static func written(_ count: Int, _ unit: String) -> String {
        count == 1 ? unit : "\(count) \(unit)s"
    }

    /// `due` plus the fewest whole steps of `days` (at least one) that reach `today` or later.
    private static func step(from due: DueDate, by days: Int, notBefore today: DueDate) -> DueDate? {
        let behind = today.dayNumber - due.dayNumber
        let steps = behind <= 0 ? 1 : max(1, (behind + days - 1) / days)
        return due.adding(days: steps * days)
    }

    /// `due` plus the fewest whole steps of `months` that reach `today` or later, each counted
    /// from `due` itself, so a series due on the 31st keeps the 31st where a month has one.
    private static func monthly(from due: DueDate, by months: Int, notBefore today: DueDate) -> DueDate? {
        var steps = 1
        if today > due {
            let behind = (today.year - due.year) * 12 + today.month - due.month
            steps = max(1, behind / months)
        }
        while true {
            guard let next = due.adding(months: steps * months) else { return nil }
            if next >= today { return next }
            steps += 1
        }
    }
}
