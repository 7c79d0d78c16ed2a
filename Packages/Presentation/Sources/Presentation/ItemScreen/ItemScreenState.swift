import Domain

/// Everything the full-screen item list (`crew ui`) shows: the list's own state, which row is
/// selected, the search as typed, the filter and order in words, the status line, and the item
/// opened with Enter.
public struct ItemScreenState: ViewState {
    /// The list below the header: its rows, summary, filters and errors.
    public var list = ItemListState()
    /// The selected row's index in `list.rows`; `nil` while there are none.
    public var selection: Int?
    /// Which items are shown, as `f` cycles them.
    public var filter: ItemScreenFilter = .pending
    /// The order's name as `--sort` takes it; "default" for pending first.
    public var sortName = "default"
    /// Whose items are shown: empty for anyone, else "nobody" or the name typed.
    public var ownerName = ""
    /// The line above the footer: what the last key did, or why it failed.
    public var status: StatusLine?
    /// The item opened with Enter, shown over the list until closed.
    public var detail: ItemDetailState?
    /// Against an API: how many changes wait in the outbox (`nil` for a store of one's own).
    public var waiting: Int?
    /// The items a waiting change is about: their rows are marked.
    public var waitingItems: Set<Item.ID> = []
    /// The conflicts the last sync found, a sentence each, until one side is kept.
    public var conflicts: [String] = []
    /// Whether a sync runs now.
    public var isSyncing = false
    /// Against an API: how old the rows are, as the header says it ("updated just now", "cached
    /// 2 h ago" offline); `nil` for a store of one's own, or before the API ever answered.
    public var cacheAge: String?
    /// Against an API: a change made here was kept offline (the API did not take it) since the
    /// rows were last read from it; the header says offline until a load reaches it again.
    public var keptOffline = false
    /// The rows marked for one change together (`v`, `V`).
    public var marks = ItemMarks.none
    /// How many items are marked, as the header counts them; `nil` while none are, or while
    /// every item of a filter is being counted.
    public var markCount: Int?

    /// Whether the header says offline: the rows came from the cache, or a change was kept.
    public var isOffline: Bool { list.isOffline || keptOffline }

    /// An empty screen, not loaded yet.
    public init() {}

    /// The list's error, if any.
    public var error: UserFacingError? { list.error }

    /// The row the next toggle, edit, note or removal applies to.
    public var selectedRow: ItemRow? {
        selection.flatMap { list.rows.indices.contains($0) ? list.rows[$0] : nil }
    }

    /// Where the selection is in the whole listing, as the header shows it: "1,204 of 10,000"
    /// ("of 1,000+" where counting stopped); `nil` without a selection or a count.
    public var position: String? {
        guard let selection, let counts = list.counts, !list.rows.isEmpty else { return nil }
        // Rows a change showed before the count came again can outnumber it for a moment.
        let total = max(SummaryText.matching(counts, status: list.status), list.rows.count)
        // Rows read from the end end at the last item: they start `total - rows` in.
        guard list.isFromTheEnd else {
            return "\(Count.grouped(selection + 1)) of \(Count.grouped(total))"
                + (counts.isPartial ? "+" : "")
        }
        guard !counts.isPartial else { return "\(Count.grouped(list.rows.count - selection)) from the end" }
        return "\(Count.grouped(total - list.rows.count + selection + 1)) of \(Count.grouped(total))"
    }

    public var description: String {
        var parts = [list.description]
        if let selection { parts.append("selection=\(selection)") }
        parts.append("filter=\(filter.rawValue)")
        if sortName != "default" { parts.append("sort=\(sortName)") }
        if !ownerName.isEmpty { parts.append("owner=\(ownerName)") }
        if let status { parts.append("\(status.isError ? "error" : "status")=\"\(status.text)\"") }
        if let detail { parts.append(detail.description) }
        if let waiting { parts.append("waiting=\(waiting)") }
        if !conflicts.isEmpty { parts.append("conflicts=\(conflicts.count)") }
        if isSyncing { parts.append("syncing") }
        if keptOffline { parts.append("keptOffline") }
        if !marks.isEmpty { parts.append("marked=\(markCount.map(String.init) ?? "?")") }
        return "ItemScreen(" + parts.joined(separator: " ") + ")"
    }
}
