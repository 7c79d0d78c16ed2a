import Domain

/// A list of items on screen: its filters, search, paging and summary, and (through `changes`)
/// the changes a person makes to it while it is shown.
///
/// The view model keeps the listed items (`ListedItem`) beside the rows it shows, made from them
/// once per change. Changes are optimistic: the rows change at once (marked as saving), then
/// settle to what the store confirmed, or roll back with an error, one row at a time
/// (`ItemChanges`); the summary is counted again (`SummarizeItems`) before a change settles, so it
/// always says what a fresh load would. Results of a load that a newer load has replaced are
/// dropped (`PagedList`).
@MainActor
public final class ItemListViewModel: PagedListModel {
    let useCases: ItemListUseCases
    let includesSummary: Bool
    /// The day in the person's time zone: what "overdue", "today" and "tomorrow" are counted against.
    let today: DueDate
    let observers = StateObservers(ItemListState())
    public let paging: PagedList<ItemListState, Item>
    /// The changes in flight over the listed items.
    var inFlight = ItemChanges()
    /// What the rows show, in order.
    var listed: [ListedItem] = []
    /// The names of the owners, for a person reading the list (read with the summary).
    var ownerNames: [User.ID: String] = [:]
    /// Whether the summary is shown: a change then counts the items again.
    var showsSummary = false
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
        paging = PagedList(
            observers: observers, pageSize: pageSize, staleNotice: staleNotice,
            unreadable: UnreadableText.item)
    }

    /// The changes a person makes here, shown on the rows at once (`ItemChangeDisplay`).
    public private(set) lazy var changes = ItemChangeViewModel(
        actions: ItemActions(useCases: useCases), display: self)

    public var state: ItemListState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (ItemListState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// The stored items the rows show, in order: what `--json` writes of a listing.
    public var items: [Item] { listed.compactMap(\.item) }

    // MARK: - Loading

    /// Loads the first page for the current filter and search, with the summary.
    public func load() async {
        let (filter, sort, reversed) = (state.filter, state.sort, state.isReversed)
        let (useCases, today) = (useCases, today)
        // What a person reads beside the rows: the counts and the owners' names.
        var summarize: (@MainActor () async throws -> ListSummary)?
        if includesSummary {
            summarize = {
                async let counted = useCases.summarize.execute(filter, today: today)
                async let names = Self.ownerNames(with: useCases.users)
                return try await ListSummary(counts: counted, ownerNames: names)
            }
        }
        await paging.load(
            { page in try await Self.fetch(filter, sort: sort, reversed: reversed, page: page, with: useCases)
            },
            show: { [weak self] items, replacing, state in
                self?.listed.show(items.map { ListedItem($0) }, replacing: replacing)
                self?.showListed(in: &state)
            },
            emptyMessage: Self.emptyMessage(for: filter), alongside: summarize,
            settle: { [weak self] (summary: ListSummary?, state: inout ItemListState) in
                guard let self else { return }
                inFlight.forgetRows()
                showsSummary = summary != nil
                state.summary = summary.map { SummaryText.describing($0.counts, status: state.status) } ?? ""
                if let names = summary?.ownerNames { ownerNames = names }
                showListed(in: &state)
            })
    }

    /// The rows for what is listed now, made once.
    func showListed(in state: inout ItemListState) {
        let (today, names) = (today, ownerNames)
        state.rows = listed.map { ItemRow($0, today: today, ownerNames: names) }
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
