import Domain
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The system's clock and local time zone (`TZ`, else the system's), read by the composition
/// root only: the Domain is handed `WallClock` and "today", never the environment.
enum LocalClock {
    static let wallClock = WallClock { Date() }

    /// How the local clock reads a moment: its offset from UTC then (summer time included).
    static let localTime = LocalTime { date in
        var moment = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        localtime_r(&moment, &local)
        return Int(local.tm_gmtoff)
    }

    /// The moment `day` starts in the local time zone: what `--done-since mon` counts from.
    static func startOfDay(_ day: DueDate) -> Date {
        var local = tm()
        local.tm_year = Int32(day.year - 1900)
        local.tm_mon = Int32(day.month - 1)
        local.tm_mday = Int32(day.day)
        // The zone decides whether summer time is in force that midnight.
        local.tm_isdst = -1
        return Date(timeIntervalSince1970: TimeInterval(mktime(&local)))
    }

    /// Today in the local time zone: what `tomorrow`, `fri` and `--overdue` count from.
    static func today() -> DueDate {
        var now = time(nil)
        var local = tm()
        localtime_r(&now, &local)
        return DueDate(Date(timeIntervalSince1970: TimeInterval(now)), utcOffset: Int(local.tm_gmtoff))
    }
}
