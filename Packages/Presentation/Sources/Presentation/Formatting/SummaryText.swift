import Domain

/// "3 of 10 done", the one-line summary under a list of items.
public enum SummaryText {
    public static func describing(_ counts: ItemCounts) -> String {
        counts.total == 0 ? "No items" : "\(counts.completed) of \(counts.total) done"
    }
}
