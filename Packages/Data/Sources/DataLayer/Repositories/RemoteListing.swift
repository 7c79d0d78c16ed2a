import Domain

/// A listing read from the server page by page, in the order the server keeps (by id), as far as
/// the pages shown need and no further: `items list -n 10` asks for one page of ten, and a long
/// listing for one page per page shown, where reading the whole collection first made 100
/// requests for either.
///
/// It serves the orders the server can follow: pending first then by id (the default listing),
/// and by id alone (a backup). Each status is a segment of its own (`completed=false`, then
/// `completed=true`). What the cache holds up to the ``frontier`` is what the server holds there:
/// each page read replaces the cached items of its span of ids.
struct RemoteListing: Sendable {
    /// The part of the filter the server applies (status, owner).
    let covered: ItemFilter
    /// Records a page shown: what the listing is known by.
    let shownSize: Int
    /// Records a request: as many as a page shown, or the server's cap.
    var pageSize: Int
    /// Whether the order's key starts with the status (`pendingFirst`), or is the id alone.
    let keyedByStatus: Bool
    /// The statuses read, in order: `false` pending, `true` completed, `nil` both at once.
    let segments: [Bool?]
    private(set) var segment = 0
    private(set) var nextPage = 1
    /// The last id read in the current segment.
    private(set) var lastID: Int?
    /// Records left out so far (invalid, or without a known owner).
    var skipped = 0
    /// The next page, asked of the server while the one before it is cached and shown.
    private var ahead: (segment: Int, page: Int, answer: RemoteItemPages)?
    /// The page after the one just read, asked for when that one's answer was complete and full
    /// (a listing read to its end: ``FollowingPageRequest``), to become ``ahead``.
    private var following: (segment: Int, page: Int, answer: RemoteItemPages)?
    /// The answer being read when it holds more than a page (a server that ignores `_limit`
    /// sends the whole segment): its next page is the listing's.
    private var answer: RemoteItemPages?

    /// The listing of `filter` in `order`, `pageSize` records a request; `nil` for an order the
    /// server cannot follow (a sort by another field, a search's ranking, an owner's items first).
    init?(filter: ItemFilter, order: ItemOrder, pageSize: Int) {
        var covered = ItemFilter(status: filter.status)
        if case .user(let id) = filter.owner { covered.owner = .user(id) }
        let statuses: [Bool] =
            switch filter.status {
            case .all: [false, true]
            case .pending: [false]
            case .completed: [true]
            }
        switch order {
        case .pendingFirst:
            keyedByStatus = true
            segments = statuses
        case .id:
            keyedByStatus = false
            segments = statuses.count == 1 ? statuses : [nil]
        default:
            return nil
        }
        self.covered = covered
        self.shownSize = pageSize
        self.pageSize = pageSize
    }

    /// Whether every segment has been read to its end.
    var isFinished: Bool { segment == segments.count }

    /// The completed status the next page asks for (`nil`: both).
    var completed: Bool? { segments[segment] }

    /// The owner whose items the server is asked for (`nil`: everyone's).
    var ownerID: User.ID? {
        if case .user(let id) = covered.owner { return id }
        return nil
    }

    /// The filter of the current segment's records.
    var segmentFilter: ItemFilter {
        var filter = covered
        if let completed { filter.status = completed ? .completed : .pending }
        return filter
    }

    /// The sort key up to which the cache holds what the server holds; `nil` before any page.
    var frontier: [Int]? {
        if isFinished { return [Int.max, Int.max] }
        if let lastID { return keyedByStatus ? [statusKey(of: segment), lastID] : [lastID] }
        guard segment > 0 else { return nil }
        return keyedByStatus ? [statusKey(of: segment - 1), Int.max] : [Int.max]
    }

    /// A segment's status as the order's key has it (``ItemOrder/sortKey(of:)``): 0 pending, 1 done.
    private func statusKey(of segment: Int) -> Int { segments[segment] == true ? 1 : 0 }

    /// Whether a row with sort key `keys` is as the server holds it.
    func holds(_ keys: [Int]) -> Bool {
        guard let frontier else { return false }
        return !frontier.lexicographicallyPrecedes(keys)
    }

    /// The span of ids a page with `ids` (the last page of its segment when `isLast`) stands for.
    func span(of ids: [Int], isLast: Bool) -> ClosedRange<Int> {
        let lower = lastID.map { $0 + 1 } ?? Int.min
        let upper = isLast ? Int.max : max(ids.last ?? lower, lower)
        return lower...upper
    }

    /// Asks `remote` for the next page now, to be taken by `nextPage(from:)`, unless it was asked
    /// for already; not while an answer is still being read. `continuously` (a listing read to its
    /// end), the page after it is asked for as soon as its answer is complete and full.
    mutating func readAhead(from remote: RemoteItemDataSource, continuously: Bool = false) {
        guard answer == nil else { return }
        if let following, following.segment == segment, following.page == nextPage {
            ahead = following
        } else {
            ahead = (segment, nextPage, remote.pages(of: self))
        }
        following = nil
        guard continuously, let ahead else { return }
        // The request's values, not the listing: a listing held by its own page's request would
        // keep both alive, and a transfer nobody reads would never be stopped.
        let (number, size, ownerID, completed) = (nextPage + 1, pageSize, ownerID, completed)
        ahead.answer.following.arm {
            remote.pages(number, size: size, ownerID: ownerID, completed: completed)
        }
    }

    /// The listing's next page: the next one of the answer being read, the one read ahead, or
    /// one asked of `remote` now.
    mutating func nextPage(from remote: RemoteItemDataSource) async throws -> RemoteItemPage {
        let current: RemoteItemPages
        if let answer {
            current = answer
        } else if let ahead, ahead.segment == segment, ahead.page == nextPage {
            current = ahead.answer
        } else {
            current = remote.pages(of: self)
        }
        (ahead, answer, following) = (nil, nil, nil)
        guard let page = try await current.next() else {
            throw RemoteError.invalidData(reason: "the answer ended before its last page")
        }
        if !page.endsAnswer { answer = current }
        following = current.following.take().map { (segment, nextPage + 1, $0) }
        return page
    }

    /// Stands for a listing the cache already holds whole (read by another view just now, or at
    /// once because the server does not keep id order).
    mutating func finish(skipping skipped: Int) {
        (ahead, answer) = (nil, nil)
        segment = segments.count
        self.skipped = skipped
    }

    /// Moves past a page read: to the next page, or to the next segment after the last one.
    mutating func advance(past ids: [Int], isLast: Bool) {
        if isLast {
            segment += 1
            nextPage = 1
            lastID = nil
        } else {
            nextPage += 1
            lastID = ids.last ?? lastID
        }
    }
}

extension RemoteItemDataSource {
    /// The answer to a request for the next page of `listing`.
    func pages(of listing: RemoteListing) -> RemoteItemPages {
        pages(
            listing.nextPage, size: listing.pageSize, ownerID: listing.ownerID, completed: listing.completed)
    }
}
