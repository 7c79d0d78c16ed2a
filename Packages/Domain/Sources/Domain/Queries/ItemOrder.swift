/// The order in which a listing presents items. Use cases choose it; stores must honour it.
///
/// `sortKey` is the executable definition of each order: items sort by their keys,
/// lexicographically. The in-memory store sorts with it, SQL stores compute the same keys, the
/// keys of a page's last item are where the next page starts, and the shared store specs hold
/// every store to it.
public indirect enum ItemOrder: Hashable, Sendable {
    /// Pending items first, then completed ones; by id within each group (oldest first).
    case pendingFirst
    /// Best ``SearchRank`` first, then as `pendingFirst`.
    case relevance(to: SearchQuery)
    /// By id alone: the order of a backup, which lists everything once.
    case id
    /// One of the orders a person asks for (`--sort`), pending items still first.
    case sorted(ItemSort)
    /// `--sort next` with the items one person owns first (the default report's, when `me` is
    /// set): pending first, then that person's before everyone else's, each by `next`.
    case ownerFirst(User.ID)
    /// Another order backwards (`--reverse`): within each status for the orders that keep pending
    /// items first (`keepsPendingFirst`), the whole of it otherwise.
    case reversed(ItemOrder)
    /// Another order read from its far end: exactly `order` backwards, done items before pending
    /// ones too, so that its first page is `order`'s last, backwards (a screen's `G` at a million
    /// items reads one page, not them all). Made by ``fromTheEnd``, which gives `reversed` where
    /// that is already exact (an id order, a search's ranking).
    case backwards(ItemOrder)

    /// The order of a listing: the asked `sort`, else best match first for a search, else
    /// pending first; the whole of it backwards when `reversed`.
    /// With `first` (a person's id), `--sort next` puts that person's items first (`ownerFirst`).
    public static func listing(
        search: SearchQuery?, sort: ItemSort?, reversed: Bool, first owner: User.ID? = nil
    ) -> ItemOrder {
        var order = sort.map(ItemOrder.sorted) ?? search.map(ItemOrder.relevance) ?? .pendingFirst
        if let owner, sort == .next { order = .ownerFirst(owner) }
        return reversed ? .reversed(order) : order
    }

    /// Whether the order keeps pending items before done ones: every listing order does (the
    /// default, each `--sort`, and either reversed, which reverses the order within each status);
    /// a search's relevance ranks first, and the backup's id order is by id alone.
    public var keepsPendingFirst: Bool {
        switch self {
        case .pendingFirst, .sorted, .ownerFirst, .reversed(.pendingFirst), .reversed(.sorted),
            .reversed(.ownerFirst):
            true
        case .relevance, .id, .reversed, .backwards: false
        }
    }

    /// This order read from its end: the order whose pages, each backwards, are this order's
    /// from the last. Read from the end again, it is this order.
    public var fromTheEnd: ItemOrder {
        switch self {
        case .backwards(let order): order
        case .relevance, .id: .reversed(self)
        // A reverse of an order that keeps no status first is already its exact mirror.
        case .reversed(let order) where !keepsPendingFirst: order
        default: .backwards(self)
        }
    }

    /// The key this order sorts `item` by, compared element by element; stores page by the same key.
    public func sortKey(of item: Item) -> [Int] {
        let status = item.isCompleted ? 1 : 0
        switch self {
        case .pendingFirst:
            return [status, item.id.rawValue]
        case .relevance(let query):
            return [SearchRank(of: item.name, for: query)?.rawValue ?? Int.max, status, item.id.rawValue]
        case .id:
            return [item.id.rawValue]
        case .sorted(let sort):
            return [status] + Self.keys(of: item, by: sort)
        case .ownerFirst(let owner):
            return [
                status,
                Self.ownerFirstKey(owner: item.ownerID, first: owner, due: item.due, priority: item.priority),
                item.id.rawValue,
            ]
        case .reversed(.ownerFirst(let owner)):
            return [
                status,
                -Self.ownerFirstKey(
                    owner: item.ownerID, first: owner, due: item.due, priority: item.priority),
                -item.id.rawValue,
            ]
        case .reversed(.pendingFirst):
            return [status, -item.id.rawValue]
        case .reversed(.sorted(let sort)):
            // Every key is a number, and every name key ends in 0, so no key is a prefix of
            // another: negating each number reverses the order exactly (here within each status).
            return [status] + Self.keys(of: item, by: sort).map { -$0 }
        case .reversed(let order), .backwards(let order):
            // Every key of an order has the same length, or ends in a 0 no other key has there
            // (a name's), so negating each number mirrors the order exactly.
            return order.sortKey(of: item).map { -$0 }
        }
    }

    /// An item's keys under one sort, ties by id.
    private static func keys(of item: Item, by sort: ItemSort) -> [Int] {
        if let field = sort.field {
            // A plain field of whole numbers: those with a value first, smallest first.
            guard case .whole(let value)? = field.value(in: item.fields) else {
                return [1, 0, item.id.rawValue]
            }
            return [0, value, item.id.rawValue]
        }
        switch sort {
        case .id:
            return [item.id.rawValue]
        case .due:
            return [item.due == nil ? 1 : 0, item.due?.dayNumber ?? 0, item.id.rawValue]
        case .priority:
            return [item.priority?.rank ?? 3, item.id.rawValue]
        case .created, .completed:
            // To the second, as stores keep the times; none (older than crew's times) first.
            let time = sort == .created ? item.createdAt : item.completedAt
            let seconds = time.map { Int($0.timeIntervalSince1970.rounded(.down)) }
            return [seconds == nil ? 0 : 1, seconds ?? 0, item.id.rawValue]
        case .name:
            return nameKey(item.name) + [item.id.rawValue]
        default:
            return [nextKey(due: item.due, priority: item.priority), item.id.rawValue]
        }
    }

    /// `--sort next` as one number, so that a store can keep it, compare it and page by it like
    /// any one column: the due day's place among the calendar's days (0 for 0001-01-01) times 4,
    /// plus the priority's rank (0 high to 3 none); an item without a day comes after every day
    /// (2^32 plus its rank).
    public static func nextKey(due: DueDate?, priority: Priority?) -> Int {
        let rank = priority?.rank ?? 3
        guard let due else { return undatedNextKey + rank }
        return (due.dayNumber - DueDate.earliest.dayNumber) * 4 + rank
    }

    /// Where items without a due day start in `nextKey`: past every day's (3,652,059 days × 4).
    public static let undatedNextKey = 1 << 32

    /// `ownerFirst`'s one number: `nextKey`, plus 2^34 (past every `nextKey`) for an item `first`
    /// does not own, so a store can keep it, compare it and page by it like `nextKey`.
    public static func ownerFirstKey(owner: User.ID?, first: User.ID, due: DueDate?, priority: Priority?)
        -> Int
    {
        (owner == first ? 0 : othersFirstKeyOffset) + nextKey(due: due, priority: priority)
    }

    /// What `ownerFirstKey` adds for everyone else's items.
    public static let othersFirstKeyOffset = 1 << 34

    /// Whether `lhs` comes before `rhs` in this order.
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
