/// The items a change is made to: the ones a person named by id, or every item a filter admits.
///
/// A filter is resolved by the store inside the change's own write transaction (where the source
/// has transactions), so the change reaches exactly the items the same filter lists at that
/// moment, however many there are, and no concurrent change slips between the selection and the
/// write. Nothing pages through a listing to collect ids.
public enum ItemTarget: Hashable, Sendable {
    /// These items, each once, in the order first named; an id that names no item fails the
    /// whole change.
    case ids([Item.ID])
    /// Every item the filter admits when the change is made, in id order; none is not an error.
    case matching(ItemFilter)

    /// The same target with each id named once, in the order first named.
    public var withoutRepeats: ItemTarget {
        guard case .ids(let ids) = self else { return self }
        return .ids(ItemLookup.unique(ids))
    }

    /// The records of `records` this target chooses, readable and damaged: for ids, each once in
    /// the order named (throwing `DomainError.itemNotFound`/`itemsNotFound` for every id with no
    /// record); for a filter, the readable items it admits and every damaged record read (which
    /// the store chose by its stored columns), by id.
    public func chosen(in records: ItemRecords) throws -> (items: [Item], damaged: [DamagedItem]) {
        switch self {
        case .ids(let ids):
            return try ItemLookup.found(ItemLookup.unique(ids), in: records)
        case .matching(let filter):
            // The store's rows are most often all admitted and in id order already: then they are
            // the answer, shared rather than copied twice (a bulk change's memory is its copies).
            let admitted =
                records.items.allSatisfy(filter.admits) ? records.items : records.items.filter(filter.admits)
            let inOrder = zip(admitted, admitted.dropFirst()).allSatisfy { $0.id.rawValue < $1.id.rawValue }
            return (
                inOrder ? admitted : admitted.sorted { $0.id.rawValue < $1.id.rawValue },
                records.damaged.sorted { $0.id.rawValue < $1.id.rawValue }
            )
        }
    }
}
