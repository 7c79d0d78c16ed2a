#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A timestamp as a row keeps it: whole seconds since 1970 (the Domain's clock reads no finer).
enum StoredTime {
    static func seconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down))
    }

    static func date(_ seconds: Int?) -> Date? {
        seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }
}
