/// One slice of a listing. `next` is `nil` on the last page.
public struct Page<Element: Sendable>: Sendable {
    /// The page's elements, in the order asked for.
    public var elements: [Element]
    /// The request for the page after this one; `nil` on the last page.
    public var next: PageRequest?
    /// Whether the elements come straight from the source of truth or from an older cache.
    public var freshness: Freshness
    /// Records in this page's range that break a Domain rule and could not be shown.
    public var unreadable: [UnreadableRecord]
    /// Records the source sent that were left out (an API's invalid ones, or ones whose owner
    /// it does not know), counted on the first page of a listing.
    public var skipped = 0
    /// Changes made offline still waiting to be sent (an API's cache keeps them), counted on the
    /// first page of a listing: the listing shows them as they will be.
    public var waiting = 0

    /// A page of `elements`, and where the next one starts.
    public init(
        elements: [Element], next: PageRequest?, freshness: Freshness = .current,
        unreadable: [UnreadableRecord] = []
    ) {
        self.elements = elements
        self.next = next
        self.freshness = freshness
        self.unreadable = unreadable
    }

    /// Builds the page for `request` out of up to `request.limit + 1` fetched elements, in order:
    /// fetching one extra tells whether another page exists without counting every row.
    /// `cursor` gives an element's sort key, where the next page starts.
    public init(
        slicing fetched: [Element], for request: PageRequest, freshness: Freshness = .current,
        cursor: (Element) -> PageCursor
    ) {
        let elements = Array(fetched.prefix(request.limit))
        let hasMore = fetched.count > request.limit
        self.init(
            elements: elements,
            next: hasMore ? elements.last.map { request.continuing(after: cursor($0)) } : nil,
            freshness: freshness
        )
    }

    /// The same page with its elements transformed.
    public func map<T: Sendable>(_ transform: (Element) throws -> T) rethrows -> Page<T> {
        var page = Page<T>(
            elements: try elements.map(transform), next: next, freshness: freshness, unreadable: unreadable)
        page.skipped = skipped
        return page
    }
}

extension Page: Equatable where Element: Equatable {}
