import Foundation

/// A time zone where it is about noon when the tests start, and the days counted from today there.
///
/// Tests that name a day relative to today (`--due +3d`, "Next: item 2, due 2026-12-09") compare
/// crew's reading of today with their own. In UTC a run that crossed midnight read two different
/// days and failed (CI started at 23:58 UTC once); where it is noon, a run would have to last
/// twelve hours to see the day change. crew reads the zone from `TZ` (tzdata's `Etc/GMT-5` is five
/// hours east of UTC: POSIX counts the other way).
struct NoonZone: Sendable {
    /// The zone's name for `TZ`.
    let identifier: String
    private let calendar: Calendar

    init(now: Date = Date()) {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let hoursEast = 12 - utc.component(.hour, from: now)  // -11 ... 12: all in tzdata's Etc area
        identifier =
            hoursEast == 0 ? "Etc/GMT" : hoursEast > 0 ? "Etc/GMT-\(hoursEast)" : "Etc/GMT+\(-hoursEast)"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: hoursEast * 3_600) ?? .current
        self.calendar = calendar
    }

    /// What a test adds to crew's environment to run it in this zone.
    var environment: [String: String] { ["TZ": identifier] }

    /// The gregorian calendar of this zone, for days counted by months and weeks.
    var gregorian: Calendar { calendar }

    /// A day as `YYYY-MM-DD`, `offset` days from today in this zone.
    func day(_ offset: Int, from now: Date = Date()) -> String {
        day(of: calendar.date(byAdding: .day, value: offset, to: now) ?? now)
    }

    /// The day `date` falls on in this zone, as `YYYY-MM-DD`.
    func day(of date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
