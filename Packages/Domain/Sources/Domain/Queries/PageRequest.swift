/// Which slice of a listing to read: at most `limit` elements, after `cursor` when set, and
/// whether its items carry their notes.
public struct PageRequest: Hashable, Sendable {
    /// The most elements one page may hold.
    public static let maximumLimit = 1_000
    /// How many elements a page holds when the person does not say.
    public static let defaultLimit = 50

    /// How many elements the page may hold, 1 to ``maximumLimit``.
    public let limit: Int
    /// `nil` for the first page.
    public let cursor: PageCursor?
    /// Whether the page's items carry their notes. A note is a record of its own, and a listing
    /// shown as a table never reads their texts: without this, a store may leave an item's
    /// `notes` empty. A backup and a `--json` listing ask for them.
    public let includesNotes: Bool

    /// A request for `limit` elements after `cursor` (from the start without one), their notes
    /// read when `includingNotes`.
    public init(
        limit: Int = PageRequest.defaultLimit, after cursor: PageCursor? = nil, includingNotes: Bool = false
    )
        throws(ValidationError)
    {
        guard (1...Self.maximumLimit).contains(limit) else {
            throw ValidationError(field: .pageLimit, problem: .outOfRange(1...Self.maximumLimit))
        }
        self.limit = limit
        self.cursor = cursor
        self.includesNotes = includingNotes
    }

    /// The first page of the default size.
    public static let first = PageRequest(uncheckedLimit: defaultLimit, cursor: nil, includesNotes: false)

    /// The page after `cursor`, with the same limit and notes.
    public func continuing(after cursor: PageCursor) -> PageRequest {
        PageRequest(uncheckedLimit: limit, cursor: cursor, includesNotes: includesNotes)
    }

    /// The same request, its items carrying their notes.
    public var includingNotes: PageRequest {
        PageRequest(uncheckedLimit: limit, cursor: cursor, includesNotes: true)
    }

    private init(uncheckedLimit: Int, cursor: PageCursor?, includesNotes: Bool) {
        self.limit = uncheckedLimit
        self.cursor = cursor
        self.includesNotes = includesNotes
    }
}
