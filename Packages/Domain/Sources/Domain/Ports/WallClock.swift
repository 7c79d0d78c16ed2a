#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The time the use cases stamp items with (created, completed), injected: the composition root
/// gives the system's clock, a test a fixed one. Read to the whole second, which is what the
/// stores and `--json` keep, so an item reads back exactly as it was stamped.
public struct WallClock: Sendable {
    private let read: @Sendable () -> Date

    /// A clock that reads the time with `read` (the system clock, or a test's fixed time).
    public init(_ read: @escaping @Sendable () -> Date) {
        self.read = read
    }

    /// The time now.
    public func now() -> Date {
        Date(timeIntervalSince1970: read().timeIntervalSince1970.rounded(.down))
    }
}
