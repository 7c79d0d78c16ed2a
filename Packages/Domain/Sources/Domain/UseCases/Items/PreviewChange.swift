/// What a person is shown before a change to several items, read without writing: how many items
/// the change's target names, and the first few of them. A filter is counted as the store counts
/// it (every item it admits, past any page); the change itself chooses its items again inside its
/// own write.
public struct PreviewChange: Sendable {
    private let items: any ItemRepository

    /// Previews changes to the items of `items`.
    public init(items: any ItemRepository) {
        self.items = items
    }

    /// How many items `target` names and the first `shown` of them (ids in the order named, a
    /// filter's by id); throws `DomainError.itemNotFound`/`itemsNotFound` for ids with no item.
    /// `changing`: only the items of that status count, the ones a change of status makes a
    /// difference to (completing counts the pending ones): a change that would change nothing
    /// previews none, and asks nothing.
    public func execute(_ target: ItemTarget, showing shown: Int, changing status: ItemStatusFilter = .all)
        async throws -> ChangePreview
    {
        switch target.withoutRepeats {
        case .ids(let ids):
            let found = try await ItemLookup(items: items).records(ids)
            let names = Dictionary(
                found.items.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            // A damaged record counts: the change will say what is wrong with it.
            let changing = Set(found.items.filter(status.admits).map(\.id)).union(found.damaged.map(\.id))
            let first = ids.filter(changing.contains).prefix(shown).map {
                ChangePreview.Entry(id: $0, name: names[$0])
            }
            return ChangePreview(
                total: changing.count, first: Array(first), named: found.items.count + found.damaged.count)
        case .matching(var filter):
            let named = try await items.counts(matching: filter).total
            guard let narrowed = filter.status.narrowed(to: status) else {
                return ChangePreview(total: 0, first: [], named: named)
            }
            let total: Int
            if narrowed == filter.status {
                total = named
            } else {
                filter.status = narrowed
                total = try await items.counts(matching: filter).total
            }
            guard total > 0, shown > 0 else { return ChangePreview(total: total, first: [], named: named) }
            let page = try await items.items(
                matching: filter, order: .id,
                page: try PageRequest(limit: min(shown, PageRequest.maximumLimit)))
            return ChangePreview(
                total: total, first: page.elements.map { ChangePreview.Entry(id: $0.id, name: $0.name) },
                named: named)
        }
    }
}
