import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The full-screen item list (`crew ui`): the list, detail and change view models composed, with
/// what only a screen has: which row is selected (kept on its item while rows come and go), the
/// search as it is typed (each key replaces the search before it, whose answer is never shown),
/// the filter and order a key cycles, the status line, and the store's changes by others shown
/// as they happen. The view renders its states and sends it keys' actions; it decides nothing.
@MainActor
public final class ItemScreenViewModel: ViewModel {
    /// The list the screen shows, which it drives.
    public let list: ItemListViewModel
    private let detail: ItemDetailViewModel
    private let undo: UndoViewModel
    /// Which change `u` takes back: the person's own newest, as `crew undo` does.
    private let undoing: UndoChoice
    /// The journal's newest change, read to notice another process's change; `nil` when the
    /// store keeps no journal (an API: the view reloads on a key).
    private let listChanges: ListChanges?
    /// Against an API: the outbox and the sync; `nil` for a store of one's own.
    let outbox: ScreenOutbox?
    let observers = StateObservers(ItemScreenState())
    private var observations: [Observation] = []
    /// The selected row's identity: the selection stays on it while rows come and go.
    var selectedID: ItemRow.ID?
    private var search: Task<Void, Never>?
    /// How many rows past the selection are kept loaded ahead: a screen's height.
    public var rowsAhead = 20
    /// The newest change seen in the journal: another one means the store changed.
    private var newestChange: Int?
    /// Against an API: when the last load read the rows from it.
    var loadedAt: Date?

    /// A screen over `list`, opening items with `detail`, undoing with `undo` the change `undoing`
    /// names (the person's own newest), watching the journal through `listChanges` (`nil`: no
    /// journal to watch) and, against an API, the `outbox`.
    public init(
        list: ItemListViewModel, detail: ItemDetailViewModel, undo: UndoViewModel, listChanges: ListChanges?,
        outbox: ScreenOutbox? = nil, undoing: UndoChoice = .newest
    ) {
        self.outbox = outbox
        self.list = list
        self.detail = detail
        self.undo = undo
        self.undoing = undoing
        self.listChanges = listChanges
    }

    /// The screen as it stands.
    public var state: ItemScreenState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (ItemScreenState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Shows what `request` chooses (pending items by default), watching the list and the item opened.
    public func start(_ request: ItemListRequest = ItemListRequest(status: .pending)) async {
        observations = [
            list.observe { [weak self] state in self?.show(state) },
            list.changes.observe { [weak self] change in self?.show(change) },
            detail.observe { [weak self] state in self?.showDetail(state) },
        ]
        newestChange = await readNewestChange()
        await open(request)
        await refreshWaiting()
    }

    // MARK: - Search as you type

    /// The search as typed so far (`nil` when blank: every item): the list follows at
    /// once, and the search this one replaces is cancelled, its answer never shown.
    public func search(for query: SearchQuery?) {
        observers.mutate { $0.status = nil }
        search?.cancel()
        search = Task { [list] in
            guard !Task.isCancelled else { return }
            await list.setSearch(query)
        }
    }

    /// Waits for the search typed last to be shown (a test's, or a view's before it quits).
    public func searchSettled() async { await search?.value }

    // MARK: - Changes

    /// Completes the selected item, or reopens it when it is done: shown at once, put back with
    /// the reason on the status line when the store refuses.
    public func toggleSelected() async {
        guard let row = state.selectedRow, let id = row.itemID else { return }
        await changing {
            if row.isDone { await list.changes.reopen([id]) } else { await list.changes.complete([id]) }
        }
    }

    /// Adds the item `request` describes (`a`), selecting it once added.
    public func add(_ request: NewItemRequest) async {
        await changing { await list.changes.add(request) }
    }

    /// Renames the selected item (`e`).
    public func renameSelected(to name: ItemName) async {
        guard let id = state.selectedRow?.itemID else { return }
        await changing { await list.changes.rename(id, to: name) }
    }

    /// Adds a note to the selected item (`n`).
    public func noteSelected(_ text: NoteText) async {
        guard let id = state.selectedRow?.itemID else { return }
        await changing { await list.changes.addNote(text, to: id) }
    }

    /// Takes back the person's own newest change (the same undo as `crew undo`) and shows the list
    /// after it.
    public func undoLastChange() async {
        await undo.undo(undoing)
        let result = undo.state
        say(StatusLine(result.error?.message ?? result.confirmation ?? "", isError: result.error != nil))
        await reload()
    }

    /// Makes a change here, reads the outbox again, and takes the journal's entry for it as seen,
    /// so that the next look for others' changes does not load the list again (moving a selection
    /// far down back to the first page). An entry written since the list was shown (read just
    /// before) is another's, and the list loads. What the change did decides which entry after
    /// it is its own: one that wrote, the one entry after `before`; one that wrote nothing (a
    /// rename to the name it has, a refusal) none, so any newer entry is another's.
    func changing(_ change: () async -> Void) async {
        let (before, waiting) = (await readNewestChange(), state.waiting)
        await change()
        await refreshWaiting(keptOfflineSince: waiting)
        let after = await readNewestChange()
        guard before == newestChange else { return }
        let done = list.changes.state
        let wroteEntry = done.error == nil && !done.wroteNothing
        if after == (wroteEntry ? (before ?? 0) + 1 : before) { newestChange = after }
    }

    /// Shows a sentence of the view's own.
    public func say(_ status: StatusLine) {
        observers.mutate { $0.status = status.text.isEmpty ? nil : status }
    }

    // MARK: - Reloading and the store's other writers

    /// Loads the list again (`r`), keeping the selection on its item.
    public func reload() async {
        newestChange = await readNewestChange()
        await list.reload()
        await refreshWaiting()
    }

    /// Reloads when the journal has a change this screen has not shown (another process's, or
    /// the undo of one): the selection stays on its item and the typed search stays.
    public func refreshIfChanged() async {
        guard listChanges != nil, !list.state.isLoading else { return }
        let newest = await readNewestChange()
        guard newest != newestChange else { return }
        newestChange = newest
        await list.reload()
    }

    private func readNewestChange() async -> Int? {
        guard let listChanges else { return nil }
        return try? await listChanges.newestNumber()
    }

    // MARK: - The opened item

    /// Opens the selected item: its fields, notes and history.
    public func openSelected() async {
        guard let id = state.selectedRow?.itemID else { return }
        observers.mutate { $0.detail = ItemDetailState() }
        await detail.load(id)
    }

    /// Closes the opened item, back to the list.
    public func closeDetail() {
        observers.mutate { $0.detail = nil }
    }

    // MARK: - Following the composed view models

    private func show(_ listState: ItemListState) {
        observers.mutate { state in
            let finishedLoading = state.list.isLoading && !listState.isLoading
            // Rows read from an API now are as old as this load, and it answered.
            if finishedLoading { loadedAt = outbox?.staleNotice.currentDate() }
            if finishedLoading, !listState.isOffline, listState.error == nil { state.keptOffline = false }
            state.list = Self.listingDamaged(listState, today: list.today)
            state.ownerName = Self.ownerName(of: listState)
            state.cacheAge = cacheAge(of: listState)
            if let error = listState.error {
                state.status = StatusLine(error.message, isError: true)
            } else if finishedLoading, let damaged = UnreadableText.listedDamaged(listState.unreadable) {
                state.status = StatusLine(damaged, isError: true)
            }
            let rows = listState.rows
            guard !rows.isEmpty else {
                state.selection = nil
                return
            }
            let index =
                selectedID.flatMap { id in rows.firstIndex { $0.id == id } }
                ?? min(state.selection ?? 0, rows.count - 1)
            state.selection = index
            selectedID = rows[index].id
        }
    }

    /// Whose items the list shows, as a header names them: by name when a row knows it.
    private static func ownerName(of list: ItemListState) -> String {
        switch list.owner {
        case .anyone: return ""
        case .nobody: return "nobody"
        case .user(let id):
            return list.rows.first { $0.ownerID == id.description }?.owner ?? "user \(id)"
        }
    }

    private func show(_ change: ItemChangeState) {
        if let error = change.error {
            say(StatusLine(error.message, isError: true))
        } else if let confirmation = change.confirmation {
            say(StatusLine(confirmation))
        }
    }

    private func showDetail(_ detailState: ItemDetailState) {
        guard state.detail != nil else { return }
        observers.mutate { $0.detail = detailState }
    }
}
