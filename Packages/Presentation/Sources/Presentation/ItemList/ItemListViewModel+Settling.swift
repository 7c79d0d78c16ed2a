import Domain

/// How an optimistic change settles: the rows it touched become what the store confirmed, or
/// roll back with the error, one row at a time; the summary follows each confirmed change.
extension ItemListViewModel {
    /// Shows a change at once on its rows, then settles it to the stored items or rolls it back.
    /// `describe` says what happened to each item, changed or left as it was.
    func change(
        _ ids: [Item.ID], apply: @escaping ItemChanges.Apply, describe: @escaping (Item, Bool) -> String,
        perform: @MainActor ([Item.ID]) async throws -> ChangedItems
    ) async {
        var number = 0
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            number = changes.begin(ids, in: &state.rows, apply: apply)
        }
        do {
            let outcome = try await perform(ids)
            let items = outcome.items
            let befores = items.map { before($0.id) }
            let loadNumber = paging.loadNumber
            let lines = items.map { describe($0, !outcome.unchanged.contains($0.id)) }
            let needsRecount = settle(
                counting: zip(befores, items).map { (before: $0, after: $1) }, lines: lines, changed: items
            ) { state in
                self.changes.confirm(number, with: items, in: &state.rows, filter: state.filter)
                self.showNewlyAdmitted(items, in: &state)
            }
            if needsRecount { await recount(state.filter, after: loadNumber) }
        } catch {
            fail(error) { state in self.changes.rollBack(number, in: &state.rows, filter: state.filter) }
        }
    }

    /// What an item was before a change that the store has just confirmed, as far as this list
    /// knows: `.some(nil)` for an item the filter did not admit, `nil` when the list cannot tell
    /// (the item is on a page not loaded yet).
    func before(_ id: Item.ID) -> Item?? {
        if let confirmed = changes.confirmedItem(id) { return .some(confirmed) }
        if let row = state.rows.first(where: { $0.itemID == id }) { return .some(row.item) }
        return paging.holdsEveryRow ? .some(nil) : nil
    }

    /// An item a change brought into the filter (reopened under "pending", assigned under its
    /// new owner) joins the rows when they hold the whole listing; otherwise its page brings it.
    func showNewlyAdmitted(_ items: [Item], in state: inout ItemListState) {
        guard paging.holdsEveryRow else { return }
        let shown = Set(state.rows.compactMap(\.itemID))
        for item in items where !shown.contains(item.id) && state.filter.admits(item) {
            let position = item.isCompleted ? state.rows.endIndex : state.rows.firstIndex(where: \.isDone)
            state.rows.insert(ItemRow(item), at: position ?? state.rows.endIndex)
        }
        if !state.rows.isEmpty { state.emptyMessage = nil }
    }

    @discardableResult
    func settle(
        counting transitions: [(before: Item??, after: Item?)], verb: String, changed: [Item],
        _ apply: (inout ItemListState) -> Void
    ) -> Bool {
        settle(
            counting: transitions, lines: changed.map { "\(verb) item \($0.id): \($0.name)" },
            changed: changed,
            apply)
    }

    /// Applies a confirmed change, its confirmation, and the summary's new counts in one state
    /// update. Each item moves the counts by what it adds to the filter's count after the change
    /// minus what it added before. Returns whether the counts must be read again instead: the
    /// list cannot tell what an item was before (it is on a page not loaded yet).
    @discardableResult
    func settle(
        counting transitions: [(before: Item??, after: Item?)], lines: [String], changed: [Item],
        _ apply: (inout ItemListState) -> Void
    ) -> Bool {
        let filter = state.filter
        var needsRecount = false
        if var total = counts {
            for transition in transitions {
                guard let before = transition.before else {
                    needsRecount = true
                    break
                }
                let gained = share(of: transition.after, in: filter)
                let lost = share(of: before, in: filter)
                total = ItemCounts(
                    total: total.total + gained.total - lost.total,
                    completed: total.completed + gained.completed - lost.completed,
                    overdue: total.overdue + gained.overdue - lost.overdue)
            }
            counts = total
        }
        observers.mutate { state in
            apply(&state)
            state.confirmation = lines.joined(separator: "\n")
            state.changed = changed
            if let counts, !needsRecount {
                state.summary = SummaryText.describing(counts, status: state.status)
            }
        }
        return needsRecount
    }

    /// Reads the counts again, unless a newer load or another filter made them moot.
    func recount(_ filter: ItemFilter, after loadNumber: Int) async {
        guard let fresh = try? await useCases.summarize.execute(filter, today: today),
            loadNumber == paging.loadNumber, filter == state.filter
        else { return }
        counts = fresh
        observers.mutate { $0.summary = SummaryText.describing(fresh, status: $0.status) }
    }

    /// What one item adds to the counts of `filter`.
    func share(of item: Item?, in filter: ItemFilter) -> ItemCounts {
        guard let item, filter.admits(item) else { return ItemCounts(total: 0, completed: 0) }
        let isOverdue = !item.isCompleted && (item.due.map { $0 < today } ?? false)
        return ItemCounts(total: 1, completed: item.isCompleted ? 1 : 0, overdue: isOverdue ? 1 : 0)
    }

    func fail(_ error: any Error, _ restore: (inout ItemListState) -> Void) {
        observers.mutate { state in
            restore(&state)
            state.error = UserFacingError(error)
        }
    }
}
