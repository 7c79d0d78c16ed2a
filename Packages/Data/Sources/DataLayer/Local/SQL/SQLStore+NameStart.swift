import Domain

/// The first page of a search when names that start with the query fill it: the Domain's two
/// best ranks (`SearchRank.exactName`, then `.namePrefix`) are the names whose folded form
/// (`name_key`) is the folded query or starts with it, which two indexes find in order without
/// ranking every match. `crew ui` searched a million items at each key typed by ranking every
/// match (100,000 for "mil", about 200 ms); the page, 25 rows, needs the first of them only.
/// When those names do not fill the page, the search is ranked whole (`RankedSearch`), and the
/// pages after the first always are: the rows and keys here are the whole ranking's first ones.
extension SQLStore {
    /// How many names of one rank and status are read whole and sorted by id here; more than
    /// that are found in id order through the status index, where they are then frequent enough
    /// (one row in 250 of a million) that the page is found after a few thousand rows.
    static var nameStartReadWhole: Int { 4_096 }

    /// The most rows a first page found this way asks for (its own and one more): a screen's
    /// (`crew ui` asks for two pages of its height, 240 rows on a terminal 120 high; `-n 10` for
    /// eleven). A listing read whole asks for 251 (a page of 250 and one more) and ranks every
    /// match for the pages after anyway: finding its first page here only added to it (a million
    /// items, `ls --search "invoice item 4"` in a pipe: 66.6 ms before, 83.8 with its first page
    /// found here, 66.7 with this bound; `-n 10`: 42.0, 12.4, 11.6 ms; 15 interleaved runs).
    static var nameStartPageRows: Int { 241 }

    /// The best `count` matches of `query` among the items `filter` admits, best first, with their
    /// rank keys; `nil` when names that start with the query are fewer than `count`, when `count`
    /// is more than a screen's page, or when the store is not SQLite, whose indexes this reads.
    func bestNameStartMatches(matching filter: ItemFilter, query: SearchQuery, count: Int) throws
        -> [(row: StoredItem, key: RankedSearch.Key)]?
    {
        guard Connection.dialect == .sqlite, count <= Self.nameStartPageRows else { return nil }
        let folded = SearchFolding.folded(query)
        guard !folded.isEmpty else { return nil }
        let statuses: [Int] =
            switch filter.status {
            case .all: [0, 1]
            case .pending: [0]
            case .completed: [1]
            }
        var found: [(row: StoredItem, key: RankedSearch.Key)] = []
        var tags = StoredTagsMemo()
        for start in ItemQuerySQL.NameStart.allCases {
            for status in statuses where found.count < count {
                let counted = ItemQuerySQL.nameStart(
                    start, folded: folded, query: query, matching: filter, status: status,
                    index: "items_by_name_key", counting: true, limit: Self.nameStartReadWhole + 1)
                let few = try connection.integer(counted.sql, counted.values) ?? 0 <= Self.nameStartReadWhole
                let read = ItemQuerySQL.nameStart(
                    start, folded: folded, query: query, matching: filter, status: status,
                    index: few ? "items_by_name_key" : "items_by_status", byID: !few,
                    limit: few ? nil : count - found.count)
                var rows: [(row: StoredItem, key: RankedSearch.Key)] = []
                var rankedOtherwise = false
                try connection.run(read.sql, read.values) { row in
                    let rank = row.integer(ItemQuerySQL.rankColumn)
                    // A name the bytes admit that the Domain's rule ranks otherwise (a combining
                    // mark right after the query) belongs further down: the page is ranked whole.
                    guard rank == start.rank.rawValue else {
                        rankedOtherwise = true
                        return
                    }
                    rows.append(
                        (
                            StoredItem(row, tags: &tags),
                            RankedSearch.Key(
                                rank: rank, completed: status, id: row.integer(StoredItem.Column.id))
                        ))
                }
                guard !rankedOtherwise else { return nil }
                if few { rows.sort { $0.key < $1.key } }
                found += rows.prefix(count - found.count)
            }
        }
        return found.count < count ? nil : found
    }
}
