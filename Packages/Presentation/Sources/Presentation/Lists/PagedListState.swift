/// The part of a list's state that paging owns: the rows, the loading flags, and what a load
/// says beside its rows. Both list states conform, so one ``PagedList`` drives them, and a view
/// prints either list the same way.
public protocol PagedListState: ViewState {
    associatedtype Row: Identifiable

    var rows: [Row] { get set }
    var isLoading: Bool { get set }
    var isLoadingMore: Bool { get set }
    var canLoadMore: Bool { get set }
    var error: UserFacingError? { get set }
    var confirmation: String? { get set }
    var emptyMessage: String? { get set }
    var notice: String? { get set }
    /// Whether the rows come from a cache because the server could not be reached.
    var isOffline: Bool { get set }
    var unreadable: [String] { get set }
}
