import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the person's clock reads a moment: the offset from UTC that applied at that moment in
/// their time zone (`TZ`, with its summer time), which the composition root reads from the
/// system. Foundation's essentials know no named time zones, so this is how a change made at
/// 07:28 in Paris is shown as 07:28, not as 06:28 unlabelled.
public struct LocalTime: Sendable {
    private let offset: @Sendable (Date) -> Int

    /// `utcOffset`: the seconds the local clock was ahead of UTC at a moment.
    public init(utcOffset: @escaping @Sendable (Date) -> Int) {
        offset = utcOffset
    }

    /// The clock of UTC itself.
    public static let utc = LocalTime { _ in 0 }

    /// "2026-11-30 14:02", as a person reads a log.
    public func minutes(_ date: Date) -> String {
        let (day, seconds) = parts(date)
        return "\(day) \(Self.two(seconds / 3_600)):\(Self.two(seconds / 60 % 60))"
    }

    /// "2026-11-30T14:02:05+01:00": ISO 8601 with the offset, as a script reads it.
    public func iso8601(_ date: Date) -> String {
        let (day, seconds) = parts(date)
        let utcOffset = offset(date)
        let sign = utcOffset < 0 ? "-" : "+"
        let minutes = abs(utcOffset) / 60
        return "\(day)T\(Self.two(seconds / 3_600)):\(Self.two(seconds / 60 % 60)):\(Self.two(seconds % 60))"
            + "\(sign)\(Self.two(minutes / 60)):\(Self.two(minutes % 60))"
    }

    /// The local day and the seconds since its midnight.
    private func parts(_ date: Date) -> (day: DueDate, seconds: Int) {
        let utcOffset = offset(date)
        let day = DueDate(date, utcOffset: utcOffset)
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset
        return (day, local - day.dayNumber * 86_400)
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
