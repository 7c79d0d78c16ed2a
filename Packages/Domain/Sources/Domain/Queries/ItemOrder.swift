/// The order in which a listing presents items. Use cases choose it; stores must honour it.
///
/// `sortKey` is the executable definition of each order: items sort by their keys,
/// lexicographically. The in-memory store sorts with it, SQL stores compute the same keys, the
/// keys of a page's last item are where the next page starts, and the shared store specs hold
/// every store to it.
public enum ItemOrder: Hashable, Sendable {
    /// Pending items first, then completed ones; by id within each group (oldest first).
    case pendingFirst
    /// Best `SearchRank` first, then as `pendingFirst`.
    case relevance(to: SearchQuery)
    /// By id alone: the order of a backup, which lists everything once.
    case id

    public func sortKey(of item: Item) -> [Int] {
        let pendingFirst = [item.isCompleted ? 1 : 0, item.id.rawValue]
        switch self {
        case .pendingFirst:
            return pendingFirst
        case .relevance(let query):
            return [SearchRank(of: item.name, for: query)?.rawValue ?? Int.max] + pendingFirst
        case .id:
            return [item.id.rawValue]
        }
    }

    public func areInIncreasingOrder(_ lhs: Item, _ rhs: Item) -> Bool {
        sortKey(of: lhs).lexicographicallyPrecedes(sortKey(of: rhs))
    }

    /// Where the page after `item` starts.
    public func cursor(after item: Item) -> PageCursor {
        PageCursor(keys: sortKey(of: item))
    }
}
