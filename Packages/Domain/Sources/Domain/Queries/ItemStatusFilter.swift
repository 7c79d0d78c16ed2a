/// Which items a listing shows by their completion.
public enum ItemStatusFilter: String, Hashable, Sendable {
    /// Every item, pending or done.
    case all
    /// Items not done yet.
    case pending
    /// Items done.
    case completed

    /// Whether `item` has the status this filter asks for.
    public func admits(_ item: Item) -> Bool {
        switch self {
        case .all: true
        case .pending: !item.isCompleted
        case .completed: item.isCompleted
        }
    }

    /// The items both this filter and `other` admit, as one filter; `nil` when none can be
    /// (pending and done).
    public func narrowed(to other: ItemStatusFilter) -> ItemStatusFilter? {
        switch (self, other) {
        case (.all, _): other
        case (_, .all): self
        case _ where self == other: self
        default: nil
        }
    }
}
