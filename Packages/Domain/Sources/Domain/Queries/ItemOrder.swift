/// The order in which a listing presents items. Use cases choose it; stores must honour it.
///
/// `areInIncreasingOrder` is the executable definition of each order: the in-memory store
/// sorts with it, and the shared store specs hold every other store to it.
public enum ItemOrder: Hashable, Sendable {
    /// Pending items first, then completed ones; by id within each group (oldest first).
    case pendingFirst
    /// Best `SearchRank` first, then as `pendingFirst`.
    case relevance(to: SearchQuery)

    public func areInIncreasingOrder(_ lhs: Item, _ rhs: Item) -> Bool {
        switch self {
        case .pendingFirst:
            return (lhs.isCompleted ? 1 : 0, lhs.id) < (rhs.isCompleted ? 1 : 0, rhs.id)
        case .relevance(let query):
            let lhsRank = SearchRank(of: lhs.name, for: query)?.rawValue ?? Int.max
            let rhsRank = SearchRank(of: rhs.name, for: query)?.rawValue ?? Int.max
            if lhsRank != rhsRank { return lhsRank < rhsRank }
            return Self.pendingFirst.areInIncreasingOrder(lhs, rhs)
        }
    }
}
