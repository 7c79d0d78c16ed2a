import Domain

/// Paging for a list view model, written once: the first page replaces the rows, the next ones
/// are appended (or replace the rows, for a pager), a load that a newer one has replaced is
/// dropped when it returns (a search typed further), the load that failed can be retried, and
/// each page's cache notice and unreadable records reach the state. How a page's elements
/// become rows is the list's own (`Show`): the item list keeps the items beside its rows.
@MainActor
public final class PagedList<State: PagedListState, Element: Sendable> {
    /// Reads one page of the listing being shown.
    typealias Fetch = @MainActor (PageRequest) async throws -> Page<Element>
    /// Puts a page's elements on the rows: in their place (the first page, or a pager's next
    /// one) or after them.
    typealias Show = @MainActor (_ elements: [Element], _ replacingRows: Bool, _ state: inout State) -> Void

    private let observers: StateObservers<State>
    private var firstPage: PageRequest
    private let staleNotice: StaleNotice
    private let unreadableText: (UnreadableRecord) -> String
    private var fetch: Fetch?
    private var show: Show?
    private var nextPage: PageRequest?
    private var generation = 0
    private var retryable: (@MainActor () async -> Void)?

    init(
        observers: StateObservers<State>, pageSize: Int, includesNotes: Bool = false,
        staleNotice: StaleNotice,
        unreadable: @escaping (UnreadableRecord) -> String
    ) {
        self.observers = observers
        // An out-of-range size falls back to the default page rather than failing every load.
        let first = (try? PageRequest(limit: pageSize)) ?? .first
        self.firstPage = includesNotes ? first.includingNotes : first
        self.staleNotice = staleNotice
        self.unreadableText = unreadable
    }

    /// Pages of `size` rows from the next load on; whether that changes anything.
    func setPageSize(_ size: Int) -> Bool {
        guard let request = try? PageRequest(limit: size, includingNotes: firstPage.includesNotes),
            request.limit != firstPage.limit
        else {
            return false
        }
        firstPage = request
        return true
    }

    /// The pages after the rows are read `limit` rows at a time: a jump to the end (`G`) reads
    /// the rest in a few large pages rather than many screens' worth.
    func widenNextPages(to limit: Int) {
        guard let request = nextPage, request.limit < limit,
            let wider = try? PageRequest(
                limit: limit, after: request.cursor, includingNotes: request.includesNotes)
        else { return }
        nextPage = wider
    }

    /// Whether the rows hold the whole listing: loaded, with no page after the last one shown.
    var holdsEveryRow: Bool { fetch != nil && nextPage == nil && !observers.current.isLoading }

    /// The number of the current load: a change that reads something after it settles checks that
    /// no newer load has replaced the rows meanwhile.
    var loadNumber: Int { generation }

    /// Loads the first page, replacing the rows. `alongside` runs at the same time (against an
    /// API, two requests in flight instead of one after the other), and `settle` applies its
    /// result in the same state update as the page.
    func load<Extra: Sendable>(
        _ fetch: @escaping Fetch, show: @escaping Show, emptyMessage: String,
        alongside: (@MainActor () async throws -> Extra)?,
        settle: @escaping (Extra?, inout State) -> Void
    ) async {
        generation += 1
        let current = generation
        observers.mutate { state in
            state.isLoading = true
            state.error = nil
            state.confirmation = nil
        }
        do {
            let page: Page<Element>
            let extra: Extra?
            if let alongside {
                async let first = fetch(firstPage)
                async let second = alongside()
                (page, extra) = try await (first, second)
            } else {
                // One read needs no child task (each would wake a thread of the global pool).
                page = try await fetch(firstPage)
                extra = nil
            }
            guard current == generation else { return }
            self.fetch = fetch
            self.show = show
            nextPage = page.next
            retryable = nil
            observers.mutate { state in
                state.isLoading = false
                show(page.elements, true, &state)
                state.canLoadMore = page.next != nil
                state.notice = Self.notice(
                    staleNotice.text(for: page.freshness), skipped: page.skipped, waiting: page.waiting)
                state.isOffline = page.freshness != .current
                state.cachedAt = staleNotice.cachedAt(page.freshness)
                state.unreadable = page.unreadable.map(unreadableText)
                state.unreadableRecords = page.unreadable
                state.emptyMessage = page.elements.isEmpty ? emptyMessage : nil
                settle(extra, &state)
            }
        } catch {
            // A load whose task was cancelled was replaced (a newer keystroke's search, which
            // loads next): its interruption is no error of the person's.
            guard current == generation, !Task.isCancelled else { return }
            retryable = { [weak self] in
                await self?.load(
                    fetch, show: show, emptyMessage: emptyMessage, alongside: alongside, settle: settle)
            }
            observers.mutate { state in
                state.isLoading = false
                state.error = UserFacingError(error)
            }
        }
    }

    /// Loads the first page with nothing alongside.
    func load(_ fetch: @escaping Fetch, show: @escaping Show, emptyMessage: String) async {
        await load(
            fetch, show: show, emptyMessage: emptyMessage,
            alongside: nil as (@MainActor () async throws -> Bool)?
        ) { _, _ in }
    }

    /// Repeats the load that failed last; does nothing if the last load succeeded.
    func retry() async {
        guard let retryable else { return }
        await retryable()
    }

    /// Reads the next page: appended to the rows, or (`replacingRows`) in their place, the way a
    /// pager shows a long listing without holding it all. A no-op on the last page.
    func loadNextPage(replacingRows: Bool) async {
        let state = observers.current
        guard let fetch, let show, let request = nextPage, !state.isLoadingMore, !state.isLoading else {
            return
        }
        let current = generation
        observers.mutate { state in
            state.isLoadingMore = true
            state.error = nil
        }
        do {
            let page = try await fetch(request)
            guard current == generation else { return }
            nextPage = page.next
            retryable = nil
            observers.mutate { state in
                state.isLoadingMore = false
                show(page.elements, replacingRows, &state)
                state.canLoadMore = page.next != nil
                state.notice = Self.notice(
                    staleNotice.text(for: page.freshness), skipped: page.skipped, waiting: page.waiting)
                state.isOffline = page.freshness != .current
                let unreadable = page.unreadable.map(unreadableText)
                state.unreadable = replacingRows ? unreadable : state.unreadable + unreadable
                state.unreadableRecords = (replacingRows ? [] : state.unreadableRecords) + page.unreadable
            }
        } catch {
            guard current == generation else { return }
            retryable = { [weak self] in await self?.loadNextPage(replacingRows: replacingRows) }
            observers.mutate { state in
                state.isLoadingMore = false
                state.error = UserFacingError(error)
            }
        }
    }

    /// What goes to standard error over a page: that it is cached, and what the source sent that
    /// could not be shown (as `crew sync` counts it).
    private static func notice(_ stale: String?, skipped: Int, waiting: Int) -> String? {
        let dropped =
            skipped == 0
            ? nil
            : "Skipped \(Count.of(skipped, "record")) the API sent: invalid or without a known owner."
        let unsent =
            waiting == 0
            ? nil
            : WaitingChangesText.waiting(waiting) + "."
        let parts = [stale, dropped, unsent].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
