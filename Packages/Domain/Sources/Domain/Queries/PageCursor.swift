/// Where the previous page ended: the sort key of its last element under the listing's order.
///
/// Reading "the elements after this key" rather than "skip N elements" lets a store seek
/// straight to the next page through its index, so reading a whole listing page by page costs
/// about as much as reading it at once, however deep the page.
public struct PageCursor: Hashable, Sendable {
    /// The sort key of the last element shown; the next page starts after it.
    public let keys: [Int]

    /// A cursor after the element with the sort key `keys`.
    public init(keys: [Int]) {
        self.keys = keys
    }

    /// Whether `keys` sort after this cursor (lexicographically).
    public func precedes(_ keys: [Int]) -> Bool {
        self.keys.lexicographicallyPrecedes(keys)
    }
}
