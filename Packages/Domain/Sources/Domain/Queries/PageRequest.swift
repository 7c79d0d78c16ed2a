/// Which slice of a listing to read: at most `limit` entries after skipping `offset`.
public struct PageRequest: Hashable, Sendable {
    public static let maximumLimit = 1_000
    public static let defaultLimit = 50

    public let limit: Int
    public let offset: Int

    public init(limit: Int = PageRequest.defaultLimit, offset: Int = 0) throws(ValidationError) {
        guard (1...Self.maximumLimit).contains(limit) else {
            throw ValidationError(field: .pageLimit, problem: .outOfRange(1...Self.maximumLimit))
        }
        guard offset >= 0 else {
            throw ValidationError(field: .pageOffset, problem: .outOfRange(0...Int.max))
        }
        self.limit = limit
        self.offset = offset
    }

    /// The first page of the default size.
    public static let first = PageRequest(uncheckedLimit: defaultLimit, offset: 0)

    /// The page after this one, with the same limit.
    public var following: PageRequest {
        PageRequest(uncheckedLimit: limit, offset: offset + limit)
    }

    private init(uncheckedLimit: Int, offset: Int) {
        self.limit = uncheckedLimit
        self.offset = offset
    }
}
