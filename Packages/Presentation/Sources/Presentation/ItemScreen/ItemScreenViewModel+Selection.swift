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

    /// Selects the first row (`g`).
    public func moveToFirst() { if !state.list.rows.isEmpty { select(0) } }

    /// The last row of the whole list (`G`), every page up to it read first, in the largest pages
    /// a source gives; a page that fails stops there, on the last row read, with its error.
    public func moveToLast() async {
        guard !state.list.rows.isEmpty else { return }
        list.paging.widenNextPages(to: PageRequest.maximumLimit)
        while state.list.canLoadMore {
            let loaded = state.list.rows.count
            await list.loadMore()
            guard state.list.rows.count > loaded else { break }
        }
        select(state.list.rows.count - 1)
    }

    /// The list seen through `visible` rows (a terminal resized, or drawn again): pages are read
    /// until a screen's worth past the selection is loaded, so a taller terminal fills its rows.
    public func show(visibleRows visible: Int) async {
        rowsAhead = visible
        while await loadMoreIfNear() {}
    }

    /// Reads the next page when the selection is within `rowsAhead` of the last loaded row;
    /// whether that added rows.
    @discardableResult
    private func loadMoreIfNear() async -> Bool {
        let list = state.list
        guard list.canLoadMore, !list.isLoadingMore, let selection = state.selection,
            selection >= list.rows.count - rowsAhead
        else { return false }
        await self.list.loadMore()
        return state.list.rows.count > list.rows.count
    }

    func select(_ index: Int) {
        selectedID = state.list.rows[index].id
        observers.mutate { $0.selection = index }
    }
}
