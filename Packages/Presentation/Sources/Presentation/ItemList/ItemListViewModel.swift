import Domain

/// A list of items with its filters, search, paging and the changes a person makes to it.
///
/// Changes are optimistic: the rows change at once (marked as saving), then settle to what the
/// store confirmed, or roll back with an error, one row at a time (`ItemChanges`). The summary
/// follows every confirmed change through the filter's own definition, so it always says what a
/// fresh load would. Results of a load that a newer load has replaced are dropped (`PagedList`).
@MainActor
public final class ItemListViewModel: ListViewModel<ItemListState, Item> {
    let useCases: ItemListUseCases
    let includesSummary: Bool
    /// The day in the person's time zone: what "overdue" is counted against.
    let today: DueDate
    var changes = ItemChanges()
    /// What the summary counts; `nil` while no summary is shown.
    var counts: ItemCounts?
    var addsStarted = 0

    /// `includesSummary: false` skips counting the items ("3 of 10 done"), which reads every
    /// row the filter admits: a script reading a listing has no use for it.
    public init(
        useCases: ItemListUseCases, pageSize: Int = PageRequest.defaultLimit, includesSummary: Bool = true,
        today: DueDate, staleNotice: StaleNotice
    ) {
        self.useCases = useCases
        self.includesSummary = includesSummary
        self.today = today
        super.init(
            ItemListState(), pageSize: pageSize, staleNotice: staleNotice, row: { ItemRow($0) },
            unreadable: UnreadableText.item)
    }

    // MARK: - Loading

    override func reload() async {
        await load()
    }

    /// Loads the first page for the current filter and search, with the summary.
    public func load() async {
        let (filter, sort, reversed) = (state.filter, state.sort, state.isReversed)
        let (useCases, today) = (useCases, today)
        let fetch: PagedList<ItemListState, Item>.Fetch = { page in
            try await Self.fetch(filter, sort: sort, reversed: reversed, page: page, with: useCases)
        }
        // What a person reads beside the rows: the counts and the owners' names.
        var summarize: (@MainActor () async throws -> ListSummary)?
        if includesSummary {
            summarize = {
                async let counted = useCases.summarize.execute(filter, today: today)
                async let names = Self.ownerNames(with: useCases.users)
                return try await ListSummary(counts: counted, ownerNames: names)
            }
        }
        await paging.load(fetch, emptyMessage: Self.emptyMessage(for: filter), alongside: summarize) {
            [weak self] (summary: ListSummary?, state: inout ItemListState) in
            self?.changes.forgetRows()
            self?.counts = summary?.counts
            state.summary = summary.map { SummaryText.describing($0.counts, status: state.status) } ?? ""
            if let names = summary?.ownerNames { state.ownerNames = names }
        }
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
        _ filter: ItemFilter, sort: ItemSort?, reversed: Bool, page: PageRequest,
        with useCases: ItemListUseCases
    ) async throws -> Page<Item> {
        if let query = filter.search {
            return try await useCases.search.execute(
                query, within: filter, sort: sort, reversed: reversed, page: page)
        }
        return try await useCases.list.execute(filter, sort: sort, reversed: reversed, page: page)
    }

    private static func emptyMessage(for filter: ItemFilter) -> String {
        if let search = filter.search { return "No items match “\(search.value)”." }
        if filter != ItemFilter() { return "No items match this filter." }
        return "No items yet."
    }
}
