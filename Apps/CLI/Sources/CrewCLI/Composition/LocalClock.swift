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

    /// Today in the local time zone: what `tomorrow`, `fri` and `--overdue` count from.
    static func today() -> DueDate {
        var now = time(nil)
        var local = tm()
        localtime_r(&now, &local)
        return DueDate(Date(timeIntervalSince1970: TimeInterval(now)), utcOffset: Int(local.tm_gmtoff))
    }
}
