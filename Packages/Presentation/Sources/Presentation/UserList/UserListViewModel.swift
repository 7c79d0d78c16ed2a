import Domain

/// A list of users with search and paging, and removing a user with their items handed over.
@MainActor
public final class UserListViewModel {
    private let listUsers: ListUsers
    private let removeUser: RemoveUser
    private let staleNotice: StaleNotice
    private let firstPage: PageRequest
    private let observers = StateObservers(UserListState())
    private var nextPage: PageRequest?
    private var loadGeneration = 0

    public init(
        listUsers: ListUsers, removeUser: RemoveUser, pageSize: Int = PageRequest.defaultLimit,
        staleNotice: StaleNotice
    ) {
        self.listUsers = listUsers
        self.removeUser = removeUser
        self.staleNotice = staleNotice
        self.firstPage = (try? PageRequest(limit: pageSize)) ?? .first
    }

    public var state: UserListState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (UserListState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    public func load() async {
        loadGeneration += 1
        let generation = loadGeneration
        observers.mutate { state in
            state.isLoading = true
            state.error = nil
        }
        let search = currentSearch
        do {
            let page = try await listUsers.execute(matching: search, page: firstPage)
            guard generation == loadGeneration else { return }
            nextPage = page.next
            observers.mutate { state in
                state.isLoading = false
                state.rows = page.elements.map(UserRow.init)
                state.canLoadMore = page.next != nil
                state.notice = staleNotice.text(for: page.freshness)
                state.unreadable = page.unreadable.map(UnreadableText.user)
                state.emptyMessage = page.elements.isEmpty ? Self.emptyMessage(for: search) : nil
            }
        } catch {
            guard generation == loadGeneration else { return }
            observers.mutate { state in
                state.isLoading = false
                state.error = UserFacingError(error)
            }
        }
    }

    public func loadMore() async {
        await loadNextPage(replacingRows: false)
    }

    /// Replaces the rows with the next page, for streaming a long listing.
    public func showNextPage() async {
        await loadNextPage(replacingRows: true)
    }

    private func loadNextPage(replacingRows: Bool) async {
        guard let request = nextPage, !state.isLoading, !state.isLoadingMore else { return }
        let generation = loadGeneration
        observers.mutate { $0.isLoadingMore = true }
        do {
            let page = try await listUsers.execute(matching: currentSearch, page: request)
            guard generation == loadGeneration else { return }
            nextPage = page.next
            let rows = page.elements.map(UserRow.init)
            observers.mutate { state in
                state.isLoadingMore = false
                state.rows = replacingRows ? rows : state.rows + rows
                state.canLoadMore = page.next != nil
                let unreadable = page.unreadable.map(UnreadableText.user)
                state.unreadable = replacingRows ? unreadable : state.unreadable + unreadable
            }
        } catch {
            observers.mutate { state in
                state.isLoadingMore = false
                state.error = UserFacingError(error)
            }
        }
    }

    /// Under two characters means "no search".
    public func setSearchText(_ text: String) async {
        let before = currentSearch
        observers.mutate { $0.searchText = text }
        guard currentSearch != before else { return }
        await load()
    }

    public func remove(_ id: Int, handingItemsOver handover: ItemHandover = .refuse) async {
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
        }
        do {
            let userID = try User.ID(validating: id)
            try await removeUser.execute(userID, handingItemsOver: handover)
            observers.mutate { state in
                state.rows.removeAll { $0.userID == id }
                state.confirmation = "Removed user \(id)" + Self.handoverNote(handover)
            }
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
        }
    }

    private var currentSearch: SearchQuery? { try? SearchQuery(state.searchText) }

    private static func emptyMessage(for search: SearchQuery?) -> String {
        search.map { "No users match “\($0.value)”." } ?? "No users yet."
    }

    private static func handoverNote(_ handover: ItemHandover) -> String {
        switch handover {
        case .refuse: ""
        case .reassign(let heir): "; their items now belong to user \(heir)"
        case .release: "; their items now have no owner"
        }
    }
}
