import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything an item list shows, ready to render.
public struct ItemListState: PagedListState, ViewState {
    /// The rows shown, in order.
    public var rows: [ItemRow] = []
    /// Whether the first page is loading.
    public var isLoading = false
    /// Whether a page after the first is loading.
    public var isLoadingMore = false
    /// Whether another page exists; false on the last page. Read from the end, the page before
    /// the rows.
    public var canLoadMore = false
    /// Whether the rows were read from the listing's end (a screen's `G`): they end at its last
    /// item, and the pages before them are read one at a time, shown above them.
    public var isFromTheEnd = false
    /// The current filter's counts, always what a fresh load would count; `nil` while none was
    /// read (or the list shows no summary).
    public var counts: ItemCounts?
    /// ``counts`` as a person reads them: "3 of 10 done"; empty without counts.
    public var summary: String { counts.map { SummaryText.describing($0, status: status) } ?? "" }
    /// What went wrong with the last action.
    public var error: UserFacingError?
    /// What the last successful change did, a line per item ("Added item 42: Buy milk").
    public var confirmation: String?
    /// The items the last successful change produced, in the order asked (removals give them as
    /// they were before): the domain values `--json` writes, never shown as rows.
    public var changed: [Item] = []
    /// Shown instead of rows when the loaded list is empty.
    public var emptyMessage: String?
    /// Shown when the rows come from a cache because the server could not be reached.
    public var notice: String?
    /// Whether the rows come from a cache because the server could not be reached.
    public var isOffline = false
    /// While the rows come from a cache because the server could not be reached: when that
    /// cache was last refreshed; `nil` for rows read from their source.
    public var cachedAt: Date?
    /// A sentence for each stored record in the shown pages that breaks a rule and is not shown.
    public var unreadable: [String] = []
    /// The stored records behind `unreadable`, in the order the pages read them.
    public var unreadableRecords: [UnreadableRecord] = []
    /// The search the rows match, if any.
    public var search: SearchQuery?
    /// Which items by status.
    public var status: ItemStatusFilter = .all
    /// Whose items.
    public var owner: OwnerFilter = .anyone
    /// Only items due before this day (`--overdue` sets it to today, with `status` pending).
    public var dueBefore: DueDate?
    /// Only items due after this day.
    public var dueAfter: DueDate?
    /// Only items with every one of these tags.
    public var tags: Tags = .none
    /// Only items of this priority.
    public var priority: Priority?
    /// `nil`: pending first, or best match first with a search.
    public var sort: ItemSort?
    /// Whether the order is reversed.
    public var isReversed = false
    /// Whose items `--sort next` lists first (the default report's `me`); `nil`: nobody's.
    public var firstOwner: User.ID?
    /// Only items completed at or after this moment (`--done-since`).
    public var completedSince: Date?
    /// Only items completed before this moment (`--done-before`).
    public var completedBefore: Date?

    /// An empty list, not loaded yet.
    public init() {}

    /// The filter the status, owner, search, due day, tags and priority stand for.
    public var filter: ItemFilter {
        ItemFilter(
            status: status, owner: owner, search: search, dueBefore: dueBefore, dueAfter: dueAfter,
            tags: tags, priority: priority, completedSince: completedSince, completedBefore: completedBefore
        )
    }

    /// One compact line, for the action trace (`CREW_TRACE=1`).
    public var description: String {
        var parts = ["rows=\(rows.count)"]
        if isLoading { parts.append("loading") }
        if isLoadingMore { parts.append("loadingMore") }
        if canLoadMore { parts.append("more") }
        if isFromTheEnd { parts.append("fromTheEnd") }
        if !summary.isEmpty { parts.append("summary=\"\(summary)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let emptyMessage { parts.append("empty=\"\(emptyMessage)\"") }
        if let notice { parts.append("notice=\"\(notice)\"") }
        if isOffline { parts.append("offline") }
        if !unreadable.isEmpty { parts.append("unreadable=\(unreadable.count)") }
        if let search { parts.append("search=\"\(search.value)\"") }
        if status != .all { parts.append("status=\(status.rawValue)") }
        if owner != .anyone { parts.append("owner=\(owner)") }
        if let dueBefore { parts.append("dueBefore=\(dueBefore)") }
        if let dueAfter { parts.append("dueAfter=\(dueAfter)") }
        if !tags.isEmpty { parts.append("tags=\(tags)") }
        if let priority { parts.append("priority=\(priority)") }
        if let sort { parts.append("sort=\(sort.rawValue)\(isReversed ? ",reversed" : "")") }
        let saving = rows.filter(\.isSaving).map(\.shownID)
        if !saving.isEmpty { parts.append("saving=\(saving.joined(separator: ","))") }
        return "ItemList(" + parts.joined(separator: " ") + ")"
    }
}
