/// Why a text cannot be searched for.
public enum SearchError: Error, Hashable, Sendable {
    case queryTooShort(minimum: Int)
    case queryTooLong(maximum: Int)
    case queryContainsControlCharacter
    case queryContainsInvisibleCharacter
}
