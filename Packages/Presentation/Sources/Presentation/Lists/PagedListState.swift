import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The part of a list's state that paging owns: the rows, the loading flags, and what a load
/// says beside its rows. Both list states conform, so one ``PagedList`` drives them, and a view
/// prints either list the same way.
public protocol PagedListState: ViewState {
    /// What the list shows per element.
    associatedtype Row: Identifiable

    /// The rows shown, in order.
    var rows: [Row] { get set }
    /// Whether the first page is loading.
    var isLoading: Bool { get set }
    /// Whether a page after the first is loading.
    var isLoadingMore: Bool { get set }
    /// Whether another page exists; false on the last page.
    var canLoadMore: Bool { get set }
    /// What went wrong with the last load or action.
    var error: UserFacingError? { get set }
    /// What the last successful change did.
    var confirmation: String? { get set }
    /// Shown instead of rows when the loaded list is empty.
    var emptyMessage: String? { get set }
    /// Shown when the rows come from a cache because the server could not be reached.
    var notice: String? { get set }
    /// Whether the rows come from a cache because the server could not be reached.
    var isOffline: Bool { get set }
    /// While the rows come from a cache because the server could not be reached: when that cache
    /// was last refreshed; `nil` for rows read from their source.
    var cachedAt: Date? { get set }
    /// A sentence for each stored record in the shown pages that breaks a rule and is not shown.
    var unreadable: [String] { get set }
    /// Those records themselves (their ids and what is wrong): a screen lists them as damaged.
    var unreadableRecords: [UnreadableRecord] { get set }
}
