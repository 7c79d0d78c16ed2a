/// Which row is selected: moved a row or a page at a time, to either end, and the next page
/// loaded before the selection reaches the last loaded row.
extension ItemScreenViewModel {
    /// Moves the selection by `offset` rows (a page at a time with PgUp/PgDn), stopping at the
    /// ends; reaching the last loaded page loads the next one.
    public func move(by offset: Int) async {
        let rows = state.list.rows
        guard !rows.isEmpty else { return }
        select(min(max(0, (state.selection ?? 0) + offset), rows.count - 1))
        await loadMoreIfNear()
    }

    /// Selects the first row (`g`).
    public func moveToFirst() { if !state.list.rows.isEmpty { select(0) } }

    /// The last row loaded, and the next page behind it when there is one.
    public func moveToLast() async {
        guard !state.list.rows.isEmpty else { return }
        select(state.list.rows.count - 1)
        await loadMoreIfNear()
    }

    private func loadMoreIfNear() async {
        let list = state.list
        guard list.canLoadMore, !list.isLoadingMore, let selection = state.selection,
            selection >= list.rows.count - rowsAhead
        else { return }
        await self.list.loadMore()
    }

    func select(_ index: Int) {
        selectedID = state.list.rows[index].id
        observers.mutate { $0.selection = index }
    }
}
