import Presentation

extension UserListViewModel {
    /// Every user's row, page after page (a list view model holds one page at a time): what
    /// completion offers, since a word completes a user when it names that user alone among all.
    /// `nil` when a page cannot be read.
    func everyRow() async -> [UserRow]? {
        await load()
        var rows: [UserRow] = []
        while state.error == nil {
            rows += state.rows
            guard state.canLoadMore else { return rows }
            await showNextPage()
        }
        return nil
    }
}
