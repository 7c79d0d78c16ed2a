import Domain

/// A row read for a listing, with its sort key under the listing's order: the key comes from
/// columns the schema constrains, so a page can continue after a row even when the row itself
/// cannot be shown.
struct KeyedRow<Record> {
    let keys: [Int]
    let record: Record

    /// The page for `request` out of up to `request.limit + 1` rows, in order: the readable
    /// records become its elements, the others its unreadable ones, and the next page starts
    /// after the last row of this one, readable or not.
    static func page<Element>(
        of rows: [KeyedRow], for request: PageRequest, element: (Record) -> Element?,
        unreadable: (Record) -> UnreadableRecord?
    ) -> Page<Element> {
        let inPage = rows.prefix(request.limit)
        let next =
            rows.count > request.limit
            ? inPage.last.map { request.continuing(after: PageCursor(keys: $0.keys)) } : nil
        return Page(
            elements: inPage.compactMap { element($0.record) }, next: next,
            unreadable: inPage.compactMap { unreadable($0.record) })
    }
}
