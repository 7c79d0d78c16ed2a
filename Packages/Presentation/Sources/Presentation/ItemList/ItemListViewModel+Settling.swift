import Domain

/// How an optimistic change settles: the rows it touched become what the store confirmed, or
/// roll back with the error, one row at a time; the summary is counted again first, so the rows,
/// the confirmation and the new summary arrive in one state.
extension ItemListViewModel {
    /// Applies a confirmed change with its confirmation and, when a summary is shown, the counts
    /// read again (unless a newer load or another filter made them moot), in one state update.
    func settle(confirmation: String, changed: [Item], _ apply: @escaping (ItemListState) -> Void) async {
        var summary: String?
        if showsSummary {
            let (filter, loadNumber) = (state.filter, paging.loadNumber)
            if let counts = try? await useCases.summarize.execute(filter, today: today),
                loadNumber == paging.loadNumber, filter == state.filter
            {
                summary = SummaryText.describing(counts, status: state.status)
            }
        }
        observers.mutate { state in
            apply(state)
            showListed(in: &state)
            if !state.rows.isEmpty { state.emptyMessage = nil }
            state.confirmation = confirmation
            state.changed = changed
            if let summary { state.summary = summary }
        }
    }

    /// An item a change brought into the filter (reopened under "pending", assigned under its
    /// new owner) joins the rows, where the listing's order puts it, when they hold the whole
    /// listing; otherwise its page brings it.
    func showNewlyAdmitted(_ items: [Item], filter: ItemFilter) {
        guard paging.holdsEveryRow else { return }
        let shown = Set(listed.compactMap(\.itemID))
        for item in items where !shown.contains(item.id) && filter.admits(item) {
            listed.insert(ListedItem(item), at: position(of: item))
        }
    }

    /// Where the listing's order puts `item` among the rows (a row still being added aside).
    func position(of item: Item) -> Int {
        let order = ItemOrder.listing(search: state.search, sort: state.sort, reversed: state.isReversed)
        return listed.firstIndex { other in
            other.item.map { order.areInIncreasingOrder(item, $0) } ?? false
        } ?? listed.endIndex
    }

    /// Where an item being added shows: where it will sort once stored, with an id after every
    /// other item's.
    func position(ofAdded item: NewItem) -> Int {
        guard let last = Item.ID(rawValue: Item.ID.maximum) else { return listed.endIndex }
        return position(of: item.stored(as: last))
    }

    func fail(_ error: any Error, _ restore: (inout ItemListState) -> Void) {
        observers.mutate { state in
            restore(&state)
            showListed(in: &state)
            state.error = UserFacingError(error)
        }
    }
}
