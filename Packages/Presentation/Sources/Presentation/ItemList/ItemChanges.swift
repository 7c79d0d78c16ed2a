import Domain

/// The changes in flight over an item list's rows, applied and rolled back one row at a time.
///
/// A change shows at once: each row it targets gets the change applied and is marked as saving.
/// The row's last confirmed values are kept beside it, so what a row shows is always "confirmed
/// values, then every change still in flight, in the order they started". When a change settles,
/// only its own rows are worked out again from that: a rollback of one change never undoes
/// another change that succeeded meanwhile, and a row is marked saving exactly while a change to
/// it is in flight.
struct ItemChanges {
    typealias Apply = (inout NewItem) -> Void

    private struct InFlight {
        let number: Int
        let ids: Set<Item.ID>
        let apply: Apply
    }

    /// The last confirmed values of the rows a change in flight targets.
    private var confirmed: [Item.ID: Item] = [:]
    private var inFlight: [InFlight] = []
    private var lastNumber = 0

    /// Shows a change on the rows it targets; returns the number that settles it.
    mutating func begin(_ ids: [Item.ID], in rows: inout [ListedItem], apply: @escaping Apply) -> Int {
        lastNumber += 1
        let targets = Set(ids)
        inFlight.append(InFlight(number: lastNumber, ids: targets, apply: apply))
        for index in rows.indices {
            guard let id = rows[index].itemID, targets.contains(id) else { continue }
            if confirmed[id] == nil, let item = rows[index].item { confirmed[id] = item }
            apply(&rows[index].values)
            rows[index].isSaving = true
        }
        return lastNumber
    }

    /// What a row was before the changes in flight: its confirmed values, when a change to it is
    /// in flight; otherwise `nil` (the row, if shown, shows its confirmed values).
    func confirmedItem(_ id: Item.ID) -> Item? {
        confirmed[id]
    }

    /// Settles change `number` with the items the store returned: they become the rows' confirmed
    /// values. A row the filter no longer admits leaves the list once nothing else is in flight
    /// for it.
    mutating func confirm(_ number: Int, with items: [Item], in rows: inout [ListedItem], filter: ItemFilter)
    {
        let targets = finish(number)
        let shown = Set(rows.compactMap(\.itemID))
        for item in items where shown.contains(item.id) { confirmed[item.id] = item }
        redraw(targets.union(items.map(\.id)), in: &rows, filter: filter)
    }

    /// Settles change `number`, which the store refused: its rows show their confirmed values again,
    /// with the other changes still in flight.
    mutating func rollBack(_ number: Int, in rows: inout [ListedItem], filter: ItemFilter) {
        redraw(finish(number), in: &rows, filter: filter)
    }

    /// Settles a removal: the removed rows go, whatever else was in flight for them.
    mutating func confirmRemoval(_ number: Int, of ids: Set<Item.ID>, in rows: inout [ListedItem]) {
        let targets = finish(number)
        rows.removeAll { row in row.itemID.map(ids.contains) ?? false }
        for id in ids { confirmed[id] = nil }
        // The rows of the removal that were not removed (ids named twice, say) show what they were.
        redraw(targets.subtracting(ids), in: &rows, filter: nil)
    }

    /// Forgets the rows' confirmed values and the changes in flight: a load has replaced the rows
    /// with what the store holds now. A change that settles later still updates its rows.
    mutating func forgetRows() {
        confirmed = [:]
        inFlight = []
    }

    private mutating func finish(_ number: Int) -> Set<Item.ID> {
        guard let index = inFlight.firstIndex(where: { $0.number == number }) else { return [] }
        return inFlight.remove(at: index).ids
    }

    /// Works the rows of `ids` out again: confirmed values, then the changes still in flight.
    private mutating func redraw(_ ids: Set<Item.ID>, in rows: inout [ListedItem], filter: ItemFilter?) {
        guard !ids.isEmpty else { return }
        var removed: Set<Item.ID> = []
        for index in rows.indices {
            guard let id = rows[index].itemID, ids.contains(id), let base = confirmed[id] else { continue }
            let pending = inFlight.filter { $0.ids.contains(id) }
            var row = ListedItem(base, isSaving: !pending.isEmpty)
            for change in pending { change.apply(&row.values) }
            rows[index] = row
            if pending.isEmpty {
                confirmed[id] = nil
                if let filter, !filter.admits(base) { removed.insert(id) }
            }
        }
        if !removed.isEmpty { rows.removeAll { row in row.itemID.map(removed.contains) ?? false } }
    }
}
