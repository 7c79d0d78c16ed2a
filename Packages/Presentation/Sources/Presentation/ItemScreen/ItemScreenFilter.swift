/// Which items a full-screen list shows, in the order `f` cycles through them.
public enum ItemScreenFilter: String, CaseIterable, Sendable {
    /// Items not done yet (the screen opens on these).
    case pending
    /// Every item.
    case all
    /// Items done.
    case done
    /// Pending items due before today.
    case overdue

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
