import Domain

/// A list of items with its filters, search, paging and the changes a person makes to it.
///
/// Changes are optimistic: the row changes at once (marked as saving), then settles to what the
/// store confirmed, or rolls back with an error. Results of a load that a newer load has
/// replaced (a search typed further, a filter changed again) are dropped.
@MainActor
public final class ItemListViewModel {
    private let useCases: ItemListUseCases
    private let staleNotice: StaleNotice
    private let firstPage: PageRequest
    private let includesSummary: Bool
    private let observers: StateObservers<ItemListState>
    private var counts = ItemCounts(total: 0, completed: 0)
    private var nextPage: PageRequest?
    private var loadGeneration = 0
    private var retryableLoad: (@MainActor () async -> Void)?

    /// `includesSummary: false` skips counting the items ("3 of 10 done"), which reads every
    /// row the filter admits: a script reading a listing has no use for it.
    public init(
        useCases: ItemListUseCases, pageSize: Int = PageRequest.defaultLimit, includesSummary: Bool = true,
        staleNotice: StaleNotice
    ) {
        self.useCases = useCases
        self.staleNotice = staleNotice
        self.firstPage = (try? PageRequest(limit: pageSize)) ?? .first
        self.includesSummary = includesSummary
        self.observers = StateObservers(ItemListState())
    }

    public var state: ItemListState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (ItemListState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    // MARK: - Loading

    /// Loads the first page for the current filter and search, with the summary.
    public func load() async {
        let generation = beginLoad()
        observers.mutate { state in
            state.isLoading = true
            state.error = nil
            state.confirmation = nil
        }
        let filter = currentFilter
        do {
            let loaded: Page<Item>
            let newCounts: ItemCounts?
            if includesSummary {
                // Two reads at once: against an API, two requests in flight instead of one after
                // the other.
                async let page = fetch(filter, page: firstPage)
                async let counted = useCases.summarize.execute(filter)
                (loaded, newCounts) = try await (page, counted)
            } else {
                // One read needs no child task (each would wake a thread of the global pool).
                loaded = try await fetch(filter, page: firstPage)
                newCounts = nil
            }
            guard generation == loadGeneration else { return }
            counts = newCounts ?? ItemCounts(total: 0, completed: 0)
            nextPage = loaded.next
            retryableLoad = nil
            observers.mutate { state in
                state.isLoading = false
                state.rows = loaded.elements.map { ItemRow($0) }
                state.canLoadMore = loaded.next != nil
                state.summary = newCounts.map(SummaryText.describing) ?? ""
                state.notice = staleNotice.text(for: loaded.freshness)
                state.unreadable = loaded.unreadable.map(UnreadableText.item)
                state.emptyMessage = loaded.elements.isEmpty ? emptyMessage(for: filter) : nil
            }
        } catch {
            guard generation == loadGeneration else { return }
            retryableLoad = { [weak self] in await self?.load() }
            observers.mutate { state in
                state.isLoading = false
                state.error = UserFacingError(error)
            }
        }
    }

    /// Repeats the load that failed last; does nothing if the last load succeeded.
    public func retry() async {
        guard let retryableLoad else { return }
        await retryableLoad()
    }

    /// Appends the next page; absent (a no-op) on the last page.
    public func loadMore() async {
        await loadNextPage(replacingRows: false)
    }

    /// Replaces the rows with the next page (a pager, rather than a growing list): how the CLI
    /// streams a long listing without holding it all. A no-op on the last page.
    public func showNextPage() async {
        await loadNextPage(replacingRows: true)
    }

    private func loadNextPage(replacingRows: Bool) async {
        guard let request = nextPage, !state.isLoadingMore, !state.isLoading else { return }
        let generation = loadGeneration
        observers.mutate { state in
            state.isLoadingMore = true
            state.error = nil
        }
        do {
            let page = try await fetch(currentFilter, page: request)
            guard generation == loadGeneration else { return }
            nextPage = page.next
            retryableLoad = nil
            let rows = page.elements.map { ItemRow($0) }
            observers.mutate { state in
                state.isLoadingMore = false
                state.rows = replacingRows ? rows : state.rows + rows
                state.canLoadMore = page.next != nil
                state.notice = staleNotice.text(for: page.freshness)
                let unreadable = page.unreadable.map(UnreadableText.item)
                state.unreadable = replacingRows ? unreadable : state.unreadable + unreadable
            }
        } catch {
            guard generation == loadGeneration else { return }
            retryableLoad = { [weak self] in await self?.loadNextPage(replacingRows: replacingRows) }
            observers.mutate { state in
                state.isLoadingMore = false
                state.error = UserFacingError(error)
            }
        }
    }

    // MARK: - Filtering

    /// Under two characters means "no search"; the list reloads only when that changes the query.
    public func setSearchText(_ text: String) async {
        let before = currentFilter.search
        observers.mutate { $0.searchText = text }
        guard currentFilter.search != before else { return }
        await load()
    }

    public func setStatus(_ status: ItemStatusFilter) async {
        guard status != state.status else { return }
        observers.mutate { $0.status = status }
        await load()
    }

    /// Sets every filter at once and loads once: how a command line or a shell `filter` applies them.
    public func apply(status: ItemStatusFilter, owner: OwnerFilter, searchText: String) async {
        observers.mutate { state in
            state.status = status
            state.owner = owner
            state.searchText = searchText
        }
        await load()
    }

    public func setOwner(_ owner: OwnerFilter) async {
        guard owner != state.owner else { return }
        observers.mutate { $0.owner = owner }
        await load()
    }

    // MARK: - Changes

    /// Adds an item, showing it at once as a row being saved.
    public func add(_ name: String, ownerID: Int? = nil) async {
        let newItem: NewItem
        do {
            newItem = NewItem(
                name: try ItemName(name), ownerID: try ownerID.map { try User.ID(validating: $0) })
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
            return
        }
        let placeholder = ItemRow.adding(newItem)
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            state.emptyMessage = nil
            state.rows.insert(placeholder, at: state.rows.firstIndex(where: \.isDone) ?? state.rows.endIndex)
        }
        do {
            let item = try await useCases.add.execute(newItem)
            settle(counting: ItemCounts(total: 1, completed: item.isCompleted ? 1 : 0)) { state in
                let index = state.rows.firstIndex(of: placeholder)
                if let index { state.rows.remove(at: index) }
                if self.currentFilter.admits(item) {
                    state.rows.insert(ItemRow(item), at: index ?? state.rows.endIndex)
                }
                state.confirmation = "Added item \(item.id): \(item.name)"
                state.changed = [ItemRow(item)]
            }
        } catch {
            rollBack(error) { state in state.rows.removeAll { $0 == placeholder } }
        }
    }

    /// Marks items done, all or nothing: if any id names no item, none changes.
    public func complete(_ ids: [Item.ID]) async {
        await change(
            ids, verb: "Completed", optimistic: { $0.isDone = true },
            perform: { try await self.useCases.complete.execute($0) })
    }

    /// Marks items pending again, all or nothing.
    public func reopen(_ ids: [Item.ID]) async {
        await change(
            ids, verb: "Reopened", optimistic: { $0.isDone = false },
            perform: { try await self.useCases.reopen.execute($0) })
    }

    public func rename(_ id: Int, to name: String) async {
        let newName: ItemName
        do {
            newName = try ItemName(name)
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
            return
        }
        await change(
            id, verb: "Renamed", optimistic: { $0.title = newName.value },
            perform: { try await [self.useCases.rename.execute($0[0], to: newName)] })
    }

    /// Gives an item to a user, or (with `nil`) leaves it without an owner.
    public func assign(_ id: Int, to ownerID: Int?) async {
        let owner: User.ID?
        do {
            owner = try ownerID.map { try User.ID(validating: $0) }
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
            return
        }
        await change(
            id, verb: owner == nil ? "Unassigned" : "Assigned",
            optimistic: { $0.owner = owner?.description ?? "" },
            perform: { try await [self.useCases.assign.execute($0[0], to: owner)] })
    }

    /// Removes items, all or nothing; their rows stay, marked as saving, until the store confirms.
    public func remove(_ ids: [Item.ID]) async {
        let before = state.rows
        let listed = Set(ids.map(\.rawValue)).intersection(before.compactMap(\.itemID))
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            for index in state.rows.indices where listed.contains(state.rows[index].itemID ?? 0) {
                state.rows[index].isSaving = true
            }
        }
        do {
            let removed = try await useCases.remove.execute(ids)
            let shown = removed.filter { listed.contains($0.id.rawValue) }
            let delta = ItemCounts(total: -shown.count, completed: -shown.count(where: \.isCompleted))
            // Looked up by key: a bulk removal of thousands of ids stays linear.
            let gone = Set(ids.map(\.rawValue))
            let byID = Dictionary(removed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            settle(counting: delta) { state in
                state.rows.removeAll { row in row.itemID.map(gone.contains) ?? false }
                // A damaged item (a name that breaks the rules) is removed too; it has no name to show.
                var seen = Set<Item.ID>()
                state.confirmation = ids.filter { seen.insert($0).inserted }.map { id in
                    byID[id].map { "Removed item \(id): \($0.name)" }
                        ?? "Removed item \(id)."
                }.joined(separator: "\n")
                state.changed = removed.map { ItemRow($0) }
            }
        } catch {
            rollBack(error) { state in state.rows = before }
        }
    }

    // MARK: - Helpers

    /// The filter the state's status, owner and search text stand for.
    private var currentFilter: ItemFilter {
        ItemFilter(status: state.status, owner: state.owner, search: try? SearchQuery(state.searchText))
    }

    private func fetch(_ filter: ItemFilter, page: PageRequest) async throws -> Page<Item> {
        if let query = filter.search {
            return try await useCases.search.execute(query, within: filter, page: page)
        }
        return try await useCases.list.execute(filter, page: page)
    }

    private func beginLoad() -> Int {
        loadGeneration += 1
        return loadGeneration
    }

    /// Shows a change at once (the rows marked as saving), then settles it to the stored items or
    /// rolls it back.
    private func change(
        _ id: Int, verb: String, optimistic: (inout ItemRow) -> Void,
        perform: @MainActor ([Item.ID]) async throws -> [Item]
    ) async {
        do {
            await change([try Item.ID(validating: id)], verb: verb, optimistic: optimistic, perform: perform)
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
        }
    }

    private func change(
        _ ids: [Item.ID], verb: String, optimistic: (inout ItemRow) -> Void,
        perform: @MainActor ([Item.ID]) async throws -> [Item]
    ) async {
        let before = state.rows
        let targets = Set(ids.map(\.rawValue))
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            for index in state.rows.indices where targets.contains(state.rows[index].itemID ?? 0) {
                optimistic(&state.rows[index])
                state.rows[index].isSaving = true
            }
        }
        do {
            let items = try await perform(ids)
            let doneDelta = items.reduce(0) { delta, item in
                guard let row = before.first(where: { $0.itemID == item.id.rawValue }) else { return delta }
                return delta + (item.isCompleted ? 1 : 0) - (row.isDone ? 1 : 0)
            }
            settle(counting: ItemCounts(total: 0, completed: doneDelta)) { state in
                for item in items {
                    guard let row = state.rows.firstIndex(where: { $0.itemID == item.id.rawValue }) else {
                        continue
                    }
                    if self.currentFilter.admits(item) {
                        state.rows[row] = ItemRow(item)
                    } else {
                        state.rows.remove(at: row)
                    }
                }
                state.confirmation = items.map { "\(verb) item \($0.id): \($0.name)" }.joined(separator: "\n")
                state.changed = items.map { ItemRow($0) }
            }
        } catch {
            rollBack(error) { state in state.rows = before }
        }
    }

    /// Applies a confirmed change and adjusts the summary by `delta` in one state update
    /// (a list that was never loaded has no summary to adjust).
    private func settle(counting delta: ItemCounts, _ change: (inout ItemListState) -> Void) {
        counts = ItemCounts(total: counts.total + delta.total, completed: counts.completed + delta.completed)
        observers.mutate { state in
            change(&state)
            if !state.summary.isEmpty { state.summary = SummaryText.describing(counts) }
        }
    }

    private func rollBack(_ error: any Error, _ restore: (inout ItemListState) -> Void) {
        observers.mutate { state in
            restore(&state)
            state.error = UserFacingError(error)
        }
    }

    private func emptyMessage(for filter: ItemFilter) -> String {
        if let search = filter.search { return "No items match “\(search.value)”." }
        if filter != ItemFilter() { return "No items match this filter." }
        return "No items yet."
    }
}
