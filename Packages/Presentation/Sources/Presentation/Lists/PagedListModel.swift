/// What a view asks of any paged list, the item and user lists alike: its state, and the pages
/// after the first. Each list composes a ``PagedList`` for its paging (no base class) and says what
/// it loads; the pages after the first are written once, here.
@MainActor
public protocol PagedListModel: ViewModel where State: PagedListState {
    /// What a page holds: the Domain value each row is made from.
    associatedtype Element: Sendable
    /// The list's paging, which only the list drives.
    var paging: PagedList<State, Element> { get }
    /// Loads the first page for the list's current filters.
    func load() async
}

extension PagedListModel {
    /// Pages of `size` rows (a terminal that was resized): the list reads its first page again.
    public func setPageSize(_ size: Int) async {
        guard paging.setPageSize(size) else { return }
        await load()
    }

    /// Repeats the load that failed last; does nothing if the last load succeeded.
    public func retry() async { await paging.retry() }

    /// Appends the next page; a no-op on the last page.
    public func loadMore() async { await paging.loadNextPage(replacingRows: false) }

    /// Replaces the rows with the next page (a pager, rather than a growing list): how the CLI
    /// streams a long listing without holding it all. A no-op on the last page.
    public func showNextPage() async { await paging.loadNextPage(replacingRows: true) }
}
