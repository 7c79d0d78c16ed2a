import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--done-since` and `--done-before` as conditions on the stored completion second.
extension ItemQuerySQL {
    /// Whole stored seconds against a moment: the second the moment rounds up to, so that the
    /// store admits what the Domain's rule does (it compares the second an item was completed in).
    static func completionConditions(_ filter: ItemFilter) -> (conditions: [String], values: [SQLValue]) {
        var (conditions, values): ([String], [SQLValue]) = ([], [])
        if let since = filter.completedSince {
            conditions.append("items.completed_at >= ?")
            values.append(.integer(Int(since.timeIntervalSince1970.rounded(.up))))
        }
        if let before = filter.completedBefore {
            conditions.append("items.completed_at < ?")
            values.append(.integer(Int(before.timeIntervalSince1970.rounded(.up))))
        }
        return (conditions, values)
    }
}
