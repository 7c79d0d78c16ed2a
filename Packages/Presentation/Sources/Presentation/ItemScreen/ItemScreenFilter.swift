/// Which items a full-screen list shows, in the order `f` cycles through them.
public enum ItemScreenFilter: String, CaseIterable, Sendable {
    case pending, all, done, overdue

    /// The filter after this one (`f`).
    public var next: ItemScreenFilter {
        switch self {
        case .pending: .all
        case .all: .done
        case .done: .overdue
        case .overdue: .pending
        }
    }
}
