import Domain

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

    /// Selects the first row of the whole list (`g`): when the rows were read from its end and
    /// do not reach its start, its first page is read again.
    public func moveToFirst() async {
        guard !state.list.rows.isEmpty else { return }
        if state.list.isFromTheEnd, state.list.canLoadMore { await list.jump(fromTheEnd: false) }
        if !state.list.rows.isEmpty { select(0) }
    }

    /// The last row of the whole list (`G`): when the rows do not reach it, the listing is read
    /// from its end, one page (keyset from the end), and the pages before it as the selection
    /// moves up; a page that fails leaves the rows as they were, with its error.
    public func moveToLast() async {
        guard !state.list.rows.isEmpty else { return }
        if !state.list.isFromTheEnd, state.list.canLoadMore { await list.jump(fromTheEnd: true) }
        if !state.list.rows.isEmpty { select(state.list.rows.count - 1) }
    }

    /// The list seen through `visible` rows (a terminal resized, or drawn again): pages are read
    /// until a screen's worth past the selection is loaded, so a taller terminal fills its rows.
    public func show(visibleRows visible: Int) async {
        rowsAhead = visible
        while await loadMoreIfNear() {}
    }

    /// Reads the next page when the selection is within `rowsAhead` of the last loaded row (of
    /// the first, for rows read from the end: the page before them); whether that added rows.
    @discardableResult
    private func loadMoreIfNear() async -> Bool {
        let list = state.list
        guard list.canLoadMore, !list.isLoadingMore, let selection = state.selection,
            list.isFromTheEnd ? selection < rowsAhead : selection >= list.rows.count - rowsAhead
        else { return false }
        await self.list.loadMore()
        return state.list.rows.count > list.rows.count
    }

    func select(_ index: Int) {
        selectedID = state.list.rows[index].id
        observers.mutate { $0.selection = index }
    }
}
