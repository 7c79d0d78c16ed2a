/// How well an item's name matches a search: the ranking rule of search results.
///
/// Better ranks compare lower. An exact name beats a name that starts with the query, which
/// beats a name with a word that starts with it, which beats the query anywhere inside.
public enum SearchRank: Int, Comparable, Sendable {
    /// The name is the query, once both are folded.
    case exactName = 0
    /// The name starts with the query.
    case namePrefix = 1
    /// A word of the name starts with the query.
    case wordPrefix = 2
    /// The query is somewhere inside the name (a query of two characters or more).
    case substring = 3
    /// The name holds each word of a query of several, not all together as typed.
    case everyWord = 4

    /// The rank of `name` for `query`, or `nil` when the name does not match at all.
    public init?(of name: ItemName, for query: SearchQuery) {
        self.init(ofText: name.value, for: query)
    }

    /// The same rule over raw text, for stores that rank names they have not validated again.
    public init?(ofText text: String, for query: SearchQuery) {
        self.init(folded: FoldedText(text), for: query)
    }

    /// The same rule over text given as UTF-8 bytes (an SQL function's argument, read in place).
    public init?(ofUTF8 text: UnsafeBufferPointer<UInt8>, for query: SearchQuery) {
        self.init(folded: FoldedText(utf8: text), for: query)
    }

    private init?(folded haystack: FoldedText, for query: SearchQuery) {
        let needle = query.folded
        if haystack == needle {
            self = .exactName
        } else if haystack.hasPrefix(needle) {
            self = .namePrefix
        } else if haystack.hasWordStarting(with: needle) {
            self = .wordPrefix
        } else if !query.matchesWordStarts, haystack.contains(needle) {
            self = .substring
        } else if query.hasSeveralWords, query.words.allSatisfy({ $0.matches(folded: haystack) }) {
            self = .everyWord
        } else {
            return nil
        }
    }

    /// Better ranks compare lower.
    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
