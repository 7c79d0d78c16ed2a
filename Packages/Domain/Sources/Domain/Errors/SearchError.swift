/// Why a text cannot be searched for.
public enum SearchError: Error, Hashable, Sendable {
    /// Fewer characters than a search needs (`SearchQuery.minimumLength`).
    case queryTooShort(minimum: Int)
    /// More characters than a search may hold (`SearchQuery.maximumLength`).
    case queryTooLong(maximum: Int)
    /// A tab, a line break or another control character.
    case queryContainsControlCharacter
    /// A bidirectional control or zero-width character: text that shows something else than it holds.
    case queryContainsInvisibleCharacter
}
