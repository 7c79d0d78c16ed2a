/// The order in which a listing presents items. Use cases choose it; stores must honour it.
///
/// `sortKey` is the executable definition of each order: items sort by their keys,
/// lexicographically. The in-memory store sorts with it, SQL stores compute the same keys, the
/// keys of a page's last item are where the next page starts, and the shared store specs hold
/// every store to it.
public indirect enum ItemOrder: Hashable, Sendable {
    /// Pending items first, then completed ones; by id within each group (oldest first).
    case pendingFirst
    /// Best `SearchRank` first, then as `pendingFirst`.
    case relevance(to: SearchQuery)
    /// By id alone: the order of a backup, which lists everything once.
    case id
    /// One of the orders a person asks for (`--sort`).
    case sorted(ItemSort)
    /// The whole of another order, backwards (`--reverse`).
    case reversed(ItemOrder)

    /// The order of a listing: the asked `sort`, else best match first for a search, else
    /// pending first; the whole of it backwards when `reversed`.
    public static func listing(search: SearchQuery?, sort: ItemSort?, reversed: Bool) -> ItemOrder {
        let order = sort.map(ItemOrder.sorted) ?? search.map(ItemOrder.relevance) ?? .pendingFirst
        return reversed ? .reversed(order) : order
    }

    public func sortKey(of item: Item) -> [Int] {
        let pendingFirst = [item.isCompleted ? 1 : 0, item.id.rawValue]
        switch self {
        case .pendingFirst:
            return pendingFirst
        case .relevance(let query):
            return [SearchRank(of: item.name, for: query)?.rawValue ?? Int.max] + pendingFirst
        case .id, .sorted(.id):
            return [item.id.rawValue]
        case .sorted(.due):
            return [item.due == nil ? 1 : 0, item.due?.dayNumber ?? 0, item.id.rawValue]
        case .sorted(.priority):
            return [item.priority?.rank ?? 3, item.id.rawValue]
        case .sorted(.created):
            let seconds = item.createdAt.map { Int($0.timeIntervalSince1970.rounded(.down)) }
            return [seconds == nil ? 0 : 1, seconds ?? 0, item.id.rawValue]
        case .sorted(.name):
            return Self.nameKey(item.name) + [item.id.rawValue]
        case .reversed(let order):
            // Every key is a number, and every name key ends in 0, so no key is a prefix of
            // another: negating each number reverses the order exactly.
            return order.sortKey(of: item).map { -$0 }
        }
    }

    public func areInIncreasingOrder(_ lhs: Item, _ rhs: Item) -> Bool {
        sortKey(of: lhs).lexicographicallyPrecedes(sortKey(of: rhs))
    }

    /// Where the page after `item` starts.
    public func cursor(after item: Item) -> PageCursor {
        PageCursor(keys: sortKey(of: item))
    }

    /// A name as numbers that sort as the names do: each UTF-8 byte of its folded form (the
    /// Domain's case folding, as search uses it) plus one, then 0 to end it, so "ab" sorts before
    /// "abc" and the id that follows breaks ties only between equal names. UTF-8 bytes sort as
    /// the scalars they encode, which is how a store compares the folded names it keeps.
    public static func nameKey(_ name: ItemName) -> [Int] {
        FoldedText(name.value).bytes.map { Int($0) + 1 } + [0]
    }

    /// The folded name a store keeps for `--sort name`, as UTF-8 bytes.
    public static func foldedName(_ name: ItemName) -> [UInt8] {
        FoldedText(name.value).bytes
    }
}
