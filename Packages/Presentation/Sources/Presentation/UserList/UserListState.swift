import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a user list shows, ready to render.
public struct UserListState: PagedListState, ViewState {
    /// The rows shown, in order.
    public var rows: [UserRow] = []
    /// Whether the first page is loading.
    public var isLoading = false
    /// Whether a page after the first is loading.
    public var isLoadingMore = false
    /// Whether another page exists; false on the last page.
    public var canLoadMore = false
    /// What went wrong with the last load or action.
    public var error: UserFacingError?
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
    /// What the last successful change did ("Added user 4: Ada Lovelace <ada@example.com>").
    public var confirmation: String?
    /// The user the last successful addition or edit stored.
    public var changed: User?

    /// An empty list, not loaded yet.
    public init() {}

    public var description: String {
        var parts = ["rows=\(rows.count)"]
        if isLoading { parts.append("loading") }
        if isLoadingMore { parts.append("loadingMore") }
        if canLoadMore { parts.append("more") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if let emptyMessage { parts.append("empty=\"\(emptyMessage)\"") }
        if let notice { parts.append("notice=\"\(notice)\"") }
        if isOffline { parts.append("offline") }
        if !unreadable.isEmpty { parts.append("unreadable=\(unreadable.count)") }
        if let search { parts.append("search=\"\(search.value)\"") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        return "UserList(" + parts.joined(separator: " ") + ")"
    }
}
