#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A moment as `--json`, backups and an API write it: ISO 8601 in UTC, to the second
/// (`2026-11-30T06:02:10Z`). Written and read here, once, with the calendar arithmetic of
/// `CivilDate`: no formatter, no time zone database.
public enum ISOTimestamp {
    /// `date` written as ISO 8601 in UTC to the second (`2026-12-03T19:17:00Z`).
    public static func string(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let time = seconds - days * 86_400
        let day = CivilDate(dayNumber: days)
        return ZeroPadded.text(day.year, width: 4) + "-" + ZeroPadded.text(day.month, width: 2) + "-"
            + ZeroPadded.text(day.day, width: 2) + "T"
            + ZeroPadded.text(time / 3_600, width: 2) + ":" + ZeroPadded.text(time / 60 % 60, width: 2) + ":"
            + ZeroPadded.text(time % 60, width: 2) + "Z"
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, with optional fractional seconds (dropped); `nil` for anything else.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[4] == UInt8(ascii: "-"),
            bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let digits = bytes[range]
            guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return nil
            }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let fraction = bytes[19..<(bytes.count - 1)]
        guard
            fraction.isEmpty
                || (fraction.first == UInt8(ascii: ".") && fraction.count > 1
                    && fraction.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }))
        else { return nil }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            let date = DueDate(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
        else { return nil }
        return Date(
            timeIntervalSince1970: TimeInterval(date.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second)
        )
    }

}
