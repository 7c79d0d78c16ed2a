/// Which slice of a listing to read: at most `limit` elements, after `cursor` when set.
public struct PageRequest: Hashable, Sendable {
    public static let maximumLimit = 1_000
    public static let defaultLimit = 50

    public let limit: Int
    /// `nil` for the first page.
    public let cursor: PageCursor?

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
