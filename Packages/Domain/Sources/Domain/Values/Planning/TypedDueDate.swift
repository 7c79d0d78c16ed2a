/// A day as a person types it, read once (`fri`, `+3d`, `2026-12-01`, `eom`): which day it is
/// depends on today, which ``day(today:)`` is given, so a command line is read before the day it
/// runs on is known and resolved after, without reading the text twice.
///
/// The forms: `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, `+3d` (or `3d`), `+2w`, `+1m`, `+1y` (a month
/// or year on, clamped to the month's end: Jan 31 + 1m is Feb 28), `-1d`, `sow`, `som`, `soy`
/// (this week's Monday, the first day of this month, of this year: what `--done-since sow`
/// counts from), `eow` (this week's Sunday), `eom`, `eoy` (the last day of this month, this
/// year), or a weekday name (`fri`, `friday`: the next such day, never today).
/// ``DueDate/acceptedForms`` lists them for messages.
public struct TypedDueDate: Hashable, Sendable {
    private enum Form: Hashable, Sendable {
        case date(DueDate)
        /// `today`, `tomorrow`, `yesterday`: a day named, not a duration counted.
        case namedDay(offset: Int)
        case days(Int)
        case months(Int)
        case startOfWeek
        case startOfMonth
        case startOfYear
        case endOfWeek
        case endOfMonth
        case endOfYear
        /// 0 for Monday.
        case weekday(Int)
    }

    private let form: Form
    /// The text as typed, for messages.
    public let text: String

    /// Refused when the text is none of the forms, or a `YYYY-MM-DD` the calendar does not have.
    public init(_ raw: String) throws(ValidationError) {
        text = raw
        let typed = Self.signed(raw.trimmingWhitespace.lowercased())
        if let date = DueDate.isoDate(typed) {
            guard let date else {
                let year = typed.prefix { $0 != "-" }
                let outside = year.count > 4 || year == "0000"
                throw ValidationError(field: .dueDate, problem: outside ? .outsideCalendar : .noSuchDay)
            }
            form = .date(date)
        } else if let months = DueDate.relativeMonths(typed) {
            form = .months(months)
        } else if let days = DueDate.relativeDays(typed) {
            form = .days(days)
        } else if let weekday = DueDate.weekday(named: typed) {
            form = .weekday(weekday)
        } else {
            switch typed {
            case "today": form = .namedDay(offset: 0)
            case "tomorrow": form = .namedDay(offset: 1)
            case "yesterday": form = .namedDay(offset: -1)
            case "sow": form = .startOfWeek
            case "som": form = .startOfMonth
            case "soy": form = .startOfYear
            case "eow": form = .endOfWeek
            case "eom": form = .endOfMonth
            case "eoy": form = .endOfYear
            default: throw ValidationError(field: .dueDate, problem: .unknownDateForm)
            }
        }
    }

    /// A count of days, weeks, months or years typed without its sign (`3d`, as Taskwarrior's
    /// `due:3d`) counts forward, as `+3d` does; any other text is left as it is.
    private static func signed(_ typed: String) -> String {
        guard let unit = typed.last, "dwmy".contains(unit), typed.count > 1,
            typed.dropLast().allSatisfy({ $0.isASCII && $0.isNumber })
        else { return typed }
        return "+" + typed
    }

    /// The duration of Taskwarrior's `due+1w` (`due-2d`): an item's own due day moved by it, as
    /// `--postpone 1w` moves it; `nil` for text that does not start `due+` or `due-`. Refused when
    /// what follows `due` is not a duration (`due+fri`).
    public static func ownDayShift(_ raw: String) throws(ValidationError) -> TypedDueDate? {
        let typed = raw.trimmingWhitespace.lowercased()
        guard typed.hasPrefix("due"), let sign = typed.dropFirst(3).first, sign == "+" || sign == "-" else {
            return nil
        }
        guard let duration = try? TypedDueDate(String(typed.dropFirst(3))), duration.isDuration else {
            throw ValidationError(field: .postponement, problem: .notADuration)
        }
        return duration
    }

    /// Whether it is an amount of days, weeks, months or years (`3d`, `+1w`, `-2m`), which moves a
    /// day rather than naming one.
    public var isDuration: Bool {
        switch form {
        case .days, .months: true
        case .date, .namedDay, .startOfWeek, .startOfMonth, .startOfYear, .endOfWeek, .endOfMonth, .endOfYear,
            .weekday:
            false
        }
    }

    /// The day it names when typed on `today`; refused when that falls outside the days crew keeps
    /// (`+99999y`).
    public func day(today: DueDate) throws(ValidationError) -> DueDate {
        let offset: Int
        switch form {
        case .date(let date): return date
        case .months(let months):
            guard let date = today.adding(months: months) else {
                throw ValidationError(field: .dueDate, problem: .outsideCalendar)
            }
            return date
        case .days(let days), .namedDay(offset: let days): offset = days
        case .startOfWeek: offset = -today.weekday
        case .startOfMonth: offset = 1 - today.day
        case .startOfYear:
            offset =
                (DueDate(year: today.year, month: 1, day: 1)?.dayNumber ?? today.dayNumber) - today.dayNumber
        case .endOfWeek: offset = 6 - today.weekday
        case .endOfMonth: offset = CivilDate.days(inMonth: today.month, ofYear: today.year) - today.day
        case .endOfYear:
            offset =
                (DueDate(year: today.year, month: 12, day: 31)?.dayNumber ?? today.dayNumber)
                - today.dayNumber
        case .weekday(let target):
            let ahead = (target - today.weekday + 7) % 7
            offset = ahead == 0 ? 7 : ahead
        }
        guard let date = today.adding(days: offset) else {
            throw ValidationError(field: .dueDate, problem: .outsideCalendar)
        }
        return date
    }
}
