/// Which items a listing shows by their completion.
public enum ItemStatusFilter: String, Hashable, Sendable {
    case all
    case pending
    case completed

    public func admits(_ item: Item) -> Bool {
        switch self {
        case .all: true
        case .pending: !item.isCompleted
        case .completed: item.isCompleted
        }
    }
}
