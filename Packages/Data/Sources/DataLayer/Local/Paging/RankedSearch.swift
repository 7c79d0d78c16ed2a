import Domain

/// Every match of one search, in relevance order, kept between the pages of a listing.
///
/// A page of a search cannot be sought through an index: the rank is computed for each match.
/// Re-running the search for every page would rank all matches again each time (quadratic over
/// a long listing), so a store ranks them once and keeps the ordered sort keys: SQLite as long as
/// the database has not changed (see `SQLiteStore.rankedSearchVersion`), PostgreSQL for the pages
/// after a listing's first.
struct RankedSearch {
    struct Key: Comparable {
        /// The rank and the status in one integer (`rank * 2 + completed`, both small), which
        /// orders as the pair does: the keys of a million matches take 16 MB rather than 24.
        private let rankAndStatus: Int
        let id: Int

        /// `completed` is 0 or 1, as `is_completed` holds it.
        init(rank: Int, completed: Int, id: Int) {
            rankAndStatus = rank << 1 | completed & 1
            self.id = id
        }

        var rank: Int { rankAndStatus >> 1 }
        var completed: Int { rankAndStatus & 1 }
        var keys: [Int] { [rank, completed, id] }
        var sortKeys: SortKeys { SortKeys(rank, completed, id) }

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.rankAndStatus, lhs.id) < (rhs.rankAndStatus, rhs.id)
        }
    }

    /// How many of the best matches are kept whole, not just by their keys: their pages are
    /// then served without reading the rows again (a search's pages used to read every match
    /// twice). Past them, a page reads its rows by id; the bound keeps a search that matches
    /// everything in a million-item store at a few megabytes.
    static let matchesKeptWhole = 20_000

    /// How many rows a search in this direction keeps whole as it ranks: none reversed, whose
    /// pages are read again by id (the rows kept are the best matches, which it reaches last).
    static func matchesKeptWhole(isReversed: Bool) -> Int {
        isReversed ? 0 : matchesKeptWhole
    }

    let filter: ItemFilter
    let query: SearchQuery
    /// In the listing's order: best first, or (`isReversed`, `--reverse`) worst first.
    let keys: [Key]
    /// The rows of the first `matchesKeptWhole(isReversed:)` keys, in the same order.
    let rows: [StoredItem]
    let isReversed: Bool

    /// `keys` and `rows` as read, best first.
    init(
        filter: ItemFilter, query: SearchQuery, keys: [Key], rows: [StoredItem], isReversed: Bool
    ) {
        self.filter = filter
        self.query = query
        self.keys = isReversed ? keys.reversed() : keys
        self.rows = rows
        self.isReversed = isReversed
    }

    /// A key as the Domain's `ItemOrder.sortKey` writes it for this listing's order.
    func keyArray(_ key: Key) -> [Int] {
        isReversed ? key.keys.map { -$0 } : key.keys
    }

    func sortKeys(_ key: Key) -> SortKeys {
        isReversed ? SortKeys(-key.rank, -key.completed, -key.id) : key.sortKeys
    }

    /// The positions in `keys` of the page after `cursor`: at most `count` of them.
    func positionsOfPage(after cursor: PageCursor?, count: Int) -> Range<Int> {
        var start = keys.startIndex
        if let cursor {
            // The first key after the cursor, by binary search over the ordered keys.
            var (low, high) = (keys.startIndex, keys.endIndex)
            while low < high {
                let middle = (low + high) / 2
                if cursor.precedes(keyArray(keys[middle])) { high = middle } else { low = middle + 1 }
            }
            start = low
        }
        return start..<min(keys.endIndex, start + count)
    }
}
