import Domain

/// A list of items on screen: its filters, search, paging and summary. Its rows and the items
/// behind them are `ItemListRows`'s; the changes a person makes while it is shown are `changes`'s
/// (``ItemChangeViewModel``), which shows each on the rows at once. Results of a load that a newer
/// load has replaced are dropped (``PagedList``).
@MainActor
public final class ItemListViewModel: PagedListModel {
    let useCases: ItemListUseCases
    let includesSummary: Bool
    /// The day in the person's time zone: what "overdue" is counted against.
    let today: DueDate
    let observers = StateObservers(ItemListState())
    public let paging: PagedList<ItemListState, Item>
    let rows: ItemListRows

    /// `includesSummary: false` skips counting the items ("3 of 10 done"), which reads every
    /// row the filter admits: a script reading a listing has no use for it. `includesNotes`: the
    /// rows carry their notes (a listing printed as JSON); a table never reads them.
    public init(
        useCases: ItemListUseCases, pageSize: Int = PageRequest.defaultLimit, includesSummary: Bool = true,
        includesNotes: Bool = false, today: DueDate, staleNotice: StaleNotice
    ) {
        self.useCases = useCases
        self.includesSummary = includesSummary
        self.today = today
        paging = PagedList(
            observers: observers, pageSize: pageSize, includesNotes: includesNotes, staleNotice: staleNotice,
            unreadable: UnreadableText.item)
        rows = ItemListRows(observers: observers, paging: paging, summarize: useCases.summarize, today: today)
    }

    /// The changes a person makes here, shown on the rows at once (`ItemChangeDisplay`).
    public private(set) lazy var changes = ItemChangeViewModel(
        actions: ItemActions(useCases: useCases), display: rows)

    /// The list as it stands.
    public var state: ItemListState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (ItemListState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// The stored items the rows show, in order: what `--json` writes of a listing.
    public var items: [Item] { rows.items }

    // MARK: - Loading

    /// Loads the first page for the current filter and search, with the summary.
    public func load() async { await load(fromTheEnd: false) }

    /// Loads the listing's last page (`fromTheEnd`, `G` at a million items reads one page: the
    /// rows end at its last item, and ``loadMore()`` reads the page before them) or its first
    /// (`g`), keeping the summary: the same filter counts the same until a change, which is
    /// counted again when it is shown.
    public func jump(fromTheEnd: Bool) async {
        guard state.counts != nil else { return await load(fromTheEnd: fromTheEnd) }
        await load(fromTheEnd: fromTheEnd, counting: false)
    }

    /// Loads the current filter and search again from the end the rows were read from.
    public func reload() async { await load(fromTheEnd: state.isFromTheEnd) }

    private func load(fromTheEnd: Bool, counting: Bool = true) async {
        let (filter, sort, reversed, first) = (state.filter, state.sort, state.isReversed, state.firstOwner)
        let (useCases, today) = (useCases, today)
        // What a person reads beside the rows: the counts and the owners' names.
        var summarize: (@MainActor () async throws -> ListSummary)?
        if includesSummary, counting {
            summarize = {
                async let counted = useCases.summarize.execute(filter, today: today)
                async let names = Self.ownerNames(with: useCases.users)
                return try await ListSummary(counts: counted, ownerNames: names)
            }
        }
        await paging.load(
            { page in
                try await Self.fetch(
                    filter, sort: sort, reversed: reversed, first: first, fromTheEnd: fromTheEnd, page: page,
                    with: useCases)
            },
            show: { [weak rows] items, replacing, state in
                rows?.show(items, replacing: replacing, fromTheEnd: fromTheEnd, in: &state)
            },
            emptyMessage: Self.emptyMessage(for: filter), alongside: summarize,
            settle: { [weak rows] (summary: ListSummary?, state: inout ItemListState) in
                state.isFromTheEnd = fromTheEnd
                rows?.loaded(summary, keepingSummary: !counting, in: &state)
            })
        // Nothing under a filter in a store that holds nothing at all (a first run) says so.
        guard state.rows.isEmpty, state.error == nil, state.emptyMessage == Self.noneMatch,
            let all = try? await useCases.summarize.execute(ItemFilter(), today: today), all.total == 0
        else { return }
        observers.mutate { $0.emptyMessage = Self.noItemsYet }
    }

    /// What an empty listing says when the store holds no item at all.
    public static let noItemsYet = "No items yet."
    private static let noneMatch = "No items match this filter."

    /// How many items the current filter matches in all, counted afresh (`nil` when they cannot
    /// be counted): what a listing cut by a limit says it left out. Not a state: only a view that
    /// cut the list asks, once.
    public func countMatching() async -> Int? {
        let status = state.status
        guard let counts = try? await useCases.summarize.execute(state.filter, today: today) else {
            return nil
        }
        return SummaryText.matching(counts, status: status)
    }

    // MARK: - Helpers

    /// Every user's name by id, for the owner column; a directory too large to read whole
    /// (past `ownerNamesRead` users) leaves the rest shown by id.
    private static func ownerNames(with users: ListUsers) async throws -> [User.ID: String] {
        var names: [User.ID: String] = [:]
        var page: PageRequest? = try PageRequest(limit: PageRequest.maximumLimit)
        while let request = page, names.count < ownerNamesRead {
            let found = try await users.execute(page: request)
            for user in found.elements { names[user.id] = user.name.value }
            page = found.next
        }
        return names
    }

    /// How many users' names a listing reads at most.
    private static let ownerNamesRead = 10_000

    private static func fetch(
        _ filter: ItemFilter, sort: ItemSort?, reversed: Bool, first: User.ID?, fromTheEnd: Bool,
        page: PageRequest, with useCases: ItemListUseCases
    ) async throws -> Page<Item> {
        if let query = filter.search {
            return try await useCases.search.execute(
                query, within: filter, sort: sort, reversed: reversed, fromTheEnd: fromTheEnd, page: page)
        }
        return try await useCases.list.execute(
            filter, sort: sort, reversed: reversed, first: first, fromTheEnd: fromTheEnd, page: page)
    }

    private static func emptyMessage(for filter: ItemFilter) -> String {
        if let search = filter.search { return "No items match “\(search.value)”." }
        if filter != ItemFilter() { return noneMatch }
        return noItemsYet
    }
}
