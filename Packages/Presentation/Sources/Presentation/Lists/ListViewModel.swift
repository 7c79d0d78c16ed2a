import Domain

/// What every list view model shares, written once: its state and observation hook, and the
/// paging through its listing (retry, more rows, the next page in place). The item and user
/// lists add their own loading, filters and changes.
@MainActor
public class ListViewModel<State: PagedListState, Element: Sendable>: ViewModel {
    let observers: StateObservers<State>
    let paging: PagedList<State, Element>

    init(
        _ initial: State, pageSize: Int, staleNotice: StaleNotice, row: @escaping (Element) -> State.Row,
        unreadable: @escaping (UnreadableRecord) -> String
    ) {
        observers = StateObservers(initial)
        paging = PagedList(
            observers: observers, pageSize: pageSize, staleNotice: staleNotice, row: row,
            unreadable: unreadable)
    }

    public var state: State { observers.current }

    public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Pages of `size` rows (a terminal that was resized): the list reads its first page again.
    public func setPageSize(_ size: Int) async {
        guard paging.setPageSize(size) else { return }
        await reload()
    }

    /// Loads the first page again; each list knows what it loads.
    func reload() async {}

    /// Repeats the load that failed last; does nothing if the last load succeeded.
    public func retry() async {
        await paging.retry()
    }

    /// Appends the next page; a no-op on the last page.
    public func loadMore() async {
        await paging.loadNextPage(replacingRows: false)
    }

    /// The id of the user a person named (by id, e-mail or the start of a name); `nil` after
    /// showing why none could be found. An id is taken as it is: the use case it goes to checks it.
    func resolve(_ reference: UserReference, with findUser: FindUser) async -> User.ID? {
        if case .id(let id) = reference { return id }
        do {
            return try await findUser.execute(reference).id
        } catch {
            observers.mutate { state in
                state.confirmation = nil
                state.error = UserFacingError(error)
            }
            return nil
        }
    }

    /// Replaces the rows with the next page (a pager, rather than a growing list): how the CLI
    /// streams a long listing without holding it all. A no-op on the last page.
    public func showNextPage() async {
        await paging.loadNextPage(replacingRows: true)
    }
}
