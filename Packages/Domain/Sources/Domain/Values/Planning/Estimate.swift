/// How long an item should take, in whole minutes: typed `90m`, `1h30m` or `2h` (`--estimate`),
/// said back the same way, kept as its minutes.
public struct Estimate: PlainFieldValue, Comparable {
    /// From a minute to a year's hours.
    public static let bounds = 1...525_600

    /// How long, in whole minutes.
    public let minutes: Int

    /// The field's name in messages.
    public static var field: ValidationError.Field { ValidationError.Field(rawValue: "estimate") }
    /// Stored and sent as a whole number of minutes.
    public static var isWholeNumber: Bool { true }

    /// What every refusal says: the forms and the bounds.
    private static let forms = ValidationError(
        field: field, problem: .expected("a duration from 1m to 8760h, written 90m, 1h30m or 2h"))

    /// An estimate of `minutes`; a number outside ``bounds`` is refused.
    public init(minutes: Int) throws(ValidationError) {
        guard Self.bounds.contains(minutes) else { throw Self.forms }
        self.minutes = minutes
    }

    /// `Nh`, `Nm` or `NhMm`, in any case, spaces between the parts allowed (`1h 30m`).
    public init(typed text: String) throws(ValidationError) {
        var total = 0
        var digits = 0
        var number: Int?
        var units: [Character] = []
        for character in text.lowercased() where !character.isWhitespace {
            if let digit = character.wholeNumberValue, character.isASCII {
                // More digits than any bound needs is a number past the bounds.
                guard digits < 7 else { throw Self.forms }
                number = (number ?? 0) * 10 + digit
                digits += 1
            } else if let value = number, character == "h" || character == "m", !units.contains(character),
                units.last != "m"
            {
                total += character == "h" ? value * 60 : value
                units.append(character)
                (number, digits) = (nil, 0)
            } else {
                throw Self.forms
            }
        }
        guard number == nil, !units.isEmpty else { throw Self.forms }
        try self.init(minutes: total)
    }

    /// The minutes, as every layer stores and sends them.
    public var plainValue: PlainValue { .whole(minutes) }

    /// Reads back what ``plainValue`` stored.
    public init(plainValue: PlainValue) throws(ValidationError) {
        guard case .whole(let minutes) = plainValue else { throw Self.forms }
        try self.init(minutes: minutes)
    }

    /// `45m`, `2h`, `1h30m`.
    public var description: String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        return switch (hours, rest) {
        case (0, _): "\(rest)m"
        case (_, 0): "\(hours)h"
        default: "\(hours)h\(rest)m"
        }
    }

    /// Shorter estimates come first.
    public static func < (lhs: Estimate, rhs: Estimate) -> Bool { lhs.minutes < rhs.minutes }
}
