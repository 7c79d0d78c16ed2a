#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// How old a cached copy may be and still stand in for an unreachable remote. The clock is
/// injected so that tests can move time instead of waiting for it.
public struct CachePolicy: Sendable {
    private let maximumAge: TimeInterval
    private let now: @Sendable () -> Date

    /// A policy accepting copies at most `maximumAge` seconds old, by the clock `now`.
    public init(maximumAge: TimeInterval, now: @escaping @Sendable () -> Date) {
        self.maximumAge = maximumAge
        self.now = now
    }

    /// Whether a copy refreshed at `refreshedAt` may still be served. A timestamp from the
    /// future (a clock that moved back) is not trusted.
    public func accepts(refreshedAt: Date) -> Bool {
        let age = now().timeIntervalSince(refreshedAt)
        return age >= 0 && age <= maximumAge
    }

    /// The time now, by the policy's clock.
    public var currentDate: Date { now() }
}
