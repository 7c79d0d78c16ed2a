import Domain

/// Builds a page while its rows are read, from up to `limit + 1` rows in order: the readable
/// records become its elements, the others its unreadable ones, and the next page starts after
/// the last row of this one, readable or not (its sort key comes from columns the schema
/// constrains). The row after the last one only tells that another page follows.
///
/// Rows go straight into the page: no array of rows is built and then copied, which in a
/// listing of a million items was a million copies and releases of every name.
struct PageCollector<Element: Sendable> {
    let request: PageRequest
    private var elements: [Element] = []
    private var unreadable: [UnreadableRecord] = []
    private var lastKeys: SortKeys?
    /// The page's last element so far (`elements.last`) has its key made only once the page is
    /// complete: a copy of it kept aside was a copy and a release of every row's values.
    private var lastHasNoKeys = false
    private var rowsRead = 0

    init(_ request: PageRequest) {
        self.request = request
        elements.reserveCapacity(request.limit)
    }

    /// How many more rows a query should read: the rest of the page plus the one after it.
    var missing: Int { request.limit + 1 - rowsRead }

    mutating func add(_ element: Element, keys: SortKeys) {
        guard isInPage(keys) else { return }
        elements.append(element)
    }

    /// Adds an element whose sort key is made only if the page ends with it (`page(keysOf:)`):
    /// only the last row's key is ever read, and making one per row was an array per row.
    mutating func add(deferringKeysOf element: Element) {
        rowsRead += 1
        guard rowsRead <= request.limit else { return }
        lastKeys = nil
        lastHasNoKeys = true
        elements.append(element)
    }

    mutating func addUnreadable(_ record: UnreadableRecord, keys: SortKeys) {
        guard isInPage(keys) else { return }
        unreadable.append(record)
    }

    var page: Page<Element> {
        page { _ in [] }
    }

    /// The page, the next one starting after the last row's key (`keysOf` makes it for an
    /// element added without one).
    func page(keysOf: (Element) -> [Int]) -> Page<Element> {
        let last = lastKeys?.array ?? (lastHasNoKeys ? elements.last.map(keysOf) : nil)
        let next =
            rowsRead > request.limit ? last.map { request.continuing(after: PageCursor(keys: $0)) } : nil
        return Page(elements: elements, next: next, unreadable: unreadable)
    }

    private mutating func isInPage(_ keys: SortKeys) -> Bool {
        rowsRead += 1
        guard rowsRead <= request.limit else { return false }
        lastKeys = keys
        lastHasNoKeys = false
        return true
    }
}

extension PageCollector<Item> {
    mutating func add(_ stored: StoredItem, keys: SortKeys) {
        if let item = stored.item {
            add(item, keys: keys)
        } else if let record = stored.unreadable {
            addUnreadable(record, keys: keys)
        }
    }
}

extension PageCollector<User> {
    mutating func add(_ stored: StoredUser, keys: SortKeys) {
        if let user = stored.user {
            add(user, keys: keys)
        } else if let record = stored.unreadable {
            addUnreadable(record, keys: keys)
        }
    }
}
