import Domain

/// The rows of an item list on screen and the items behind them (`ListedItem`): each page shown,
/// and each change shown at once on its rows, marked as saving, then settled to what the store
/// confirmed or rolled back (`ItemChanges`), one row at a time. Before a change settles the
/// summary is counted again (`SummarizeItems`), so the rows, the confirmation and the summary
/// arrive in one state. The rows are made from the items once per change (``ItemRow``).
@MainActor
final class ItemListRows {
    private let observers: StateObservers<ItemListState>
    private let paging: PagedList<ItemListState, Item>
    private let summarize: SummarizeItems
    /// The day in the person's time zone: what "overdue", "today" and "tomorrow" are counted against.
    private let today: DueDate
    /// What the rows show, in order.
    private var listed: [ListedItem] = []
    /// The changes in flight over the listed items.
    private var inFlight = ItemChanges()
    /// The names of the owners, for a person reading the list (read with the summary).
    private var ownerNames: [User.ID: String] = [:]
    /// Whether the summary is shown: a change then counts the items again.
    private var showsSummary = false
    /// The summary's counts, kept through the list's own changes (`SummaryTally`).
    private var tally = SummaryTally()
    private var addsStarted = 0

    init(
        observers: StateObservers<ItemListState>, paging: PagedList<ItemListState, Item>,
        summarize: SummarizeItems, today: DueDate
    ) {
        self.observers = observers
        self.paging = paging
        self.summarize = summarize
        self.today = today
    }

    private var state: ItemListState { observers.current }

    /// The stored items the rows show, in order.
    var items: [Item] { listed.compactMap(\.item) }

    /// Puts a page on the rows: in their place, or after them; a page read from the listing's
    /// end (`fromTheEnd`, its items last first) in their place, or before them.
    func show(_ page: [Item], replacing: Bool, fromTheEnd: Bool = false, in state: inout ItemListState) {
        let page = fromTheEnd ? page.reversed().map { ListedItem($0) } : page.map { ListedItem($0) }
        if fromTheEnd, !replacing {
            listed.showBefore(page)
        } else {
            listed.show(page, replacing: replacing)
        }
        showListed(in: &state)
    }

    /// A first page has replaced the rows, with the summary read beside it (`nil`: none shown):
    /// nothing is in flight over them any more.
    /// `keepingSummary`: the load read no summary, and the one shown stands (a jump to the other
    /// end of the same listing).
    func loaded(_ summary: ListSummary?, keepingSummary: Bool = false, in state: inout ItemListState) {
        inFlight.forgetRows()
        if keepingSummary { return showListed(in: &state) }
        showsSummary = summary != nil
        tally.loaded(summary?.counts)
        state.counts = summary?.counts
        if let names = summary?.ownerNames { ownerNames = names }
        showListed(in: &state)
    }

    /// The rows for what is listed now, made once, with the texts many rows share made once
    /// (`SharedRowTexts`).
    private func showListed(in state: inout ItemListState) {
        let (today, names) = (today, ownerNames)
        var texts = SharedRowTexts()
        state.rows = listed.map { listed in
            let tags = texts.tags(listed.values.tags)
            let due = listed.values.fields.due.map { texts.day($0) } ?? ""
            return ItemRow(listed, today: today, ownerNames: names, tagTexts: tags, dueText: due)
        }
    }

    /// Shows an error that came before any change began (a user who cannot be found).
    func show(_ error: any Error) {
        fail(error) { $0.confirmation = nil }
    }
}

extension ItemListRows: ItemChangeDisplay {
    func beginChange(_ target: ItemTarget, apply: @escaping ItemChanges.Apply) -> Int {
        var number = 0
        let ids: [Item.ID]
        // What the change starts from, when every row it targets is listed with no change in
        // flight; a filter's rows past the listed window are not known, so the counts are read again.
        var known: [Item?]
        switch target {
        case .ids(let named):
            ids = named
            known = Set(ids).map { id in
                inFlight.confirmedItem(id) == nil ? listed.first { $0.itemID == id }?.item : nil
            }
        case .matching(let filter):
            ids = listed.compactMap { row in row.item.flatMap { filter.admits($0) ? $0.id : nil } }
            known = [nil]
        }
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            number = inFlight.begin(ids, in: &listed, apply: apply)
            showListed(in: &state)
        }
        tally.began(
            change: number, from: known.contains(nil) ? nil : known.compactMap { $0 }, load: paging.loadNumber
        )
        return number
    }

    func beginAdding(_ item: NewItem) -> Int {
        addsStarted += 1
        tally.began(adding: addsStarted, load: paging.loadNumber)
        let placeholder = ListedItem(adding: item, number: addsStarted)
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            state.emptyMessage = nil
            listed.insert(placeholder, at: position(ofAdded: item))
            showListed(in: &state)
        }
        return addsStarted
    }

    func confirmChange(_ number: Int, items: [Item], confirmation: String) async {
        let tallied = { (filter: ItemFilter, load: Int) in
            self.tally.settle(change: number, after: items, filter: filter, today: self.today, load: load)
        }
        await settle(confirmation: confirmation, changed: items, tallied: tallied) { state in
            self.inFlight.confirm(number, with: items, in: &self.listed, filter: state.filter)
            self.showNewlyAdmitted(items, filter: state.filter)
        }
    }

    func confirmAdding(_ number: Int, item: Item, confirmation: String) async {
        let tallied = { (filter: ItemFilter, load: Int) in
            self.tally.settle(adding: number, after: [item], filter: filter, today: self.today, load: load)
        }
        await settle(confirmation: confirmation, changed: [item], tallied: tallied) { state in
            let index = self.listed.firstIndex { $0.id == .adding(number) }
            if let index { self.listed.remove(at: index) }
            if state.filter.admits(item) {
                self.listed.insert(ListedItem(item), at: index ?? self.listed.endIndex)
            }
        }
    }

    func confirmRemoval(_ number: Int, of ids: Set<Item.ID>, items: [Item], confirmation: String) async {
        let tallied = { (filter: ItemFilter, load: Int) in
            self.tally.settle(change: number, after: [], filter: filter, today: self.today, load: load)
        }
        await settle(confirmation: confirmation, changed: items, tallied: tallied) { _ in
            self.inFlight.confirmRemoval(number, of: ids, in: &self.listed)
        }
    }

    func failChange(_ number: Int?, _ error: any Error) {
        if let number { tally.forget(change: number) }
        fail(error) { state in
            if let number {
                self.inFlight.rollBack(number, in: &self.listed, filter: state.filter)
            } else {
                state.confirmation = nil
            }
        }
    }

    func failAdding(_ number: Int, _ error: any Error) {
        tally.forget(adding: number)
        fail(error) { _ in self.listed.removeAll { $0.id == .adding(number) } }
    }

    // MARK: - Settling
    /// Applies a confirmed change with its confirmation and, when a summary is shown, the counts:
    /// `tallied` from the change itself (`SummaryTally`), else read again (unless a newer load or
    /// another filter made them moot), in one state update.
    private func settle(
        confirmation: String, changed: [Item], tallied: (ItemFilter, Int) -> ItemCounts?,
        _ apply: @escaping (ItemListState) -> Void
    ) async {
        var counted: ItemCounts?
        if showsSummary {
            let (filter, loadNumber) = (state.filter, paging.loadNumber)
            if let counts = tallied(filter, loadNumber) {
                counted = counts
            } else if let counts = try? await summarize.execute(filter, today: today),
                loadNumber == paging.loadNumber, filter == state.filter
            {
                tally.loaded(counts)
                counted = counts
            }
        }
        observers.mutate { state in
            apply(state)
            showListed(in: &state)
            if !state.rows.isEmpty { state.emptyMessage = nil }
            state.confirmation = confirmation
            state.changed = changed
            if let counted { state.counts = counted }
        }
    }

    /// An item a change brought into the filter (reopened under "pending", assigned under its
    /// new owner) joins the rows, where the listing's order puts it, when they hold the whole
    /// listing; otherwise its page brings it.
    private func showNewlyAdmitted(_ items: [Item], filter: ItemFilter) {
        guard paging.holdsEveryRow else { return }
        let shown = Set(listed.compactMap(\.itemID))
        for item in items where !shown.contains(item.id) && filter.admits(item) {
            listed.insert(ListedItem(item), at: position(of: item))
        }
    }

    /// Where the listing's order puts `item` among the rows (a row still being added aside).
    private func position(of item: Item) -> Int {
        let order = ItemOrder.listing(
            search: state.search, sort: state.sort, reversed: state.isReversed, first: state.firstOwner)
        return listed.firstIndex { other in
            other.item.map { order.areInIncreasingOrder(item, $0) } ?? false
        } ?? listed.endIndex
    }

    /// Where an item being added shows: where it will sort once stored, with an id after every
    /// other item's.
    private func position(ofAdded item: NewItem) -> Int {
        guard let last = Item.ID(rawValue: Item.ID.maximum) else { return listed.endIndex }
        return position(of: item.stored(as: last))
    }

    private func fail(_ error: any Error, _ restore: (inout ItemListState) -> Void) {
        observers.mutate { state in
            restore(&state)
            showListed(in: &state)
            state.error = UserFacingError(error)
        }
    }
}
