import Domain

/// "3 of 10 done", the one-line summary under a list of items.
public enum SummaryText {
    public static func describing(_ counts: ItemCounts) -> String {
        guard counts.total > 0 else { return "No items" }
        let done = "\(counts.completed) of \(counts.total) done"
        return counts.overdue > 0 ? done + ", \(counts.overdue) overdue" : done
    }
}
