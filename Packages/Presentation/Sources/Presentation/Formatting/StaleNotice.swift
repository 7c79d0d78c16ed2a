import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The notice shown over data served from the cache because the server could not be reached.
public struct StaleNotice: Sendable {
    private let now: @Sendable () -> Date

    /// A notice that says how long ago the cache was refreshed, against `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// `nil` for current data.
    public func text(for freshness: Freshness) -> String? {
        switch freshness {
        case .current: nil
        case .stale(let since): "Offline: showing data cached \(age(since: since))."
        case .onlyWaiting: "Offline: the API has never answered; showing only what waits to be sent."
        }
    }

    /// When the cache that rows of this freshness come from was refreshed; `nil` for current data
    /// and for a cache the API never filled.
    public func cachedAt(_ freshness: Freshness) -> Date? {
        guard case .stale(let since) = freshness else { return nil }
        return since
    }

    /// The time now, by the notice's clock.
    public func currentDate() -> Date { now() }

    /// How long ago `date` was, as a person reads it: "just now", "5 min ago", "2 h ago", "3 d ago".
    public func age(since date: Date) -> String {
        let seconds = max(0, Int(now().timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3_600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }
}
