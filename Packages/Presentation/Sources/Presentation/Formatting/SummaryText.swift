import Domain

/// The one-line summary under a list of items, describing the listing it ends: "3 of 10 done"
/// for every item, "49 pending, 9 overdue" for pending ones, "11 done" for done ones; "1000+
/// pending" when counting stopped at a thousand (`ItemCounts.isPartial`).
public enum SummaryText {
    /// The summary of `counts` for a listing of `status` ("No items" when there are none).
    public static func describing(_ counts: ItemCounts, status: ItemStatusFilter = .all) -> String {
        guard counts.total > 0 else { return "No items" }
        if counts.isPartial {
            // Counting stopped there: how many are done or overdue among them all is not known.
            switch status {
            case .all: return "\(counts.total)+ items"
            case .pending: return "\(counts.total)+ pending"
            case .completed: return "\(counts.total)+ done"
            }
        }
        let overdue = counts.overdue > 0 ? ", \(counts.overdue) overdue" : ""
        switch status {
        case .all: return "\(counts.completed) of \(counts.total) done" + overdue
        case .pending: return "\(counts.total - counts.completed) pending" + overdue
        case .completed: return "\(counts.completed) done"
        }
    }

    /// How many items of `counts` a listing with `status` shows in all.
    public static func matching(_ counts: ItemCounts, status: ItemStatusFilter = .all) -> Int {
        switch status {
        case .all: counts.total
        case .pending: counts.total - counts.completed
        case .completed: counts.completed
        }
    }
}
