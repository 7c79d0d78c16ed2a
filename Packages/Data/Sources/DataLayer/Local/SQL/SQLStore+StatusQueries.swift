import Domain

/// The keyset queries of the orders that sort by status first (pending before done, or done
/// before pending when read from the end): one query per status, each sought in the order's own
/// order within a status.
extension SQLStore {
    /// What an order that keeps pending items first sorts by within each status: the sort
    /// (either way), or the id (either way) for the default order.
    static func withinStatus(_ order: ItemOrder) -> ItemOrder {
        switch order {
        case .pendingFirst: .id
        case .reversed(.pendingFirst): .reversed(.id)
        default: order
        }
    }

    /// The queries of a page of an order that sorts by status first: each status in `statuses`'
    /// order (with its number, the first of its sort keys) sought by `keyset`, from the cursor's
    /// status on.
    static func statusQueries(
        matching filter: ItemFilter, keyset: KeysetOrder, after cursor: PageCursor?,
        statuses: [(ItemStatusFilter, Int)]
    ) -> [(query: ItemQuerySQL, keyset: KeysetOrder, prefix: [Int])] {
        let group = cursor?.keys.first
        let rest = cursor.map { Array($0.keys.dropFirst()) }
        var queries: [(query: ItemQuerySQL, keyset: KeysetOrder, prefix: [Int])] = []
        for (status, number) in statuses {
            guard filter.status == .all || filter.status == status, (group ?? number) <= number else {
                continue
            }
            var phase = filter
            phase.status = status
            let after = group == number ? rest : nil
            queries += ItemQuerySQL.keysetPage(
                matching: phase, order: keyset, after: after, dialect: Connection.dialect
            )
            .map { ($0, keyset, [number]) }
        }
        return queries
    }
}
