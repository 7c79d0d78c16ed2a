/// Which slice of a listing to read: at most `limit` elements, after `cursor` when set.
public struct PageRequest: Hashable, Sendable {
    /// The most elements one page may hold.
    public static let maximumLimit = 1_000
    /// How many elements a page holds when the person does not say.
    public static let defaultLimit = 50

    /// How many elements the page may hold, 1 to ``maximumLimit``.
    public let limit: Int
    /// `nil` for the first page.
    public let cursor: PageCursor?

    /// A request for `limit` elements after `cursor` (from the start without one).
    public init(limit: Int = PageRequest.defaultLimit, after cursor: PageCursor? = nil)
        throws(ValidationError)
    {
        guard (1...Self.maximumLimit).contains(limit) else {
            throw ValidationError(field: .pageLimit, problem: .outOfRange(1...Self.maximumLimit))
        }
        self.limit = limit
        self.cursor = cursor
    }

    /// The first page of the default size.
    public static let first = PageRequest(uncheckedLimit: defaultLimit, cursor: nil)

    /// The page after `cursor`, with the same limit.
    public func continuing(after cursor: PageCursor) -> PageRequest {
        PageRequest(uncheckedLimit: limit, cursor: cursor)
    }

    private init(uncheckedLimit: Int, cursor: PageCursor?) {
        self.limit = uncheckedLimit
        self.cursor = cursor
    }
}
