/// Text to search for: trimmed, at least one character, at most 200, on one line. One character
/// matches the start of a word (anywhere, a letter would match nearly every name: `/m` narrows to
/// "Mend the fence" and "Call mom", as fzf and vit narrow at the first key); more match anywhere.
/// Several words match a name holding them all, in any order ("invoice Send" finds "Send the
/// invoice", as Taskwarrior's `task invoice Send` does), each by the same rule; the words as
/// typed, together, rank first (``SearchRank``).
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The fewest characters a search needs.
    public static let minimumLength = 1
    /// The most characters a search may hold.
    public static let maximumLength = 200

    /// The query, trimmed, as typed.
    public let value: String
    /// `value` folded once, since matching compares it with every candidate name.
    let folded: FoldedText
    /// The words of a query of several (split at spaces), each a query of its own; empty for one.
    private let severalWords: [SearchQuery]

    /// Checks `raw`: trimmed, ``minimumLength`` to ``maximumLength`` characters, no control or invisible
    /// character.
    public init(_ raw: String) throws(SearchError) {
        let text = raw.trimmingWhitespace
        guard text.count >= Self.minimumLength else {
            throw .queryTooShort(minimum: Self.minimumLength)
        }
        guard text.count <= Self.maximumLength else {
            throw .queryTooLong(maximum: Self.maximumLength)
        }
        guard !text.unicodeScalars.contains(where: { $0.isLineBreak || $0.isControl }) else {
            throw .queryContainsControlCharacter
        }
        guard !SingleLineText.containsInvisibleFormatting(text) else {
            throw .queryContainsInvisibleCharacter
        }
        value = text
        folded = FoldedText(text)
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        // Each word is a trimmed part of a valid query, so a valid query itself.
        severalWords = words.count > 1 ? words.compactMap { try? SearchQuery(String($0)) } : []
    }

    /// The words a name must hold, each by its own rule (one character: a word's start): the
    /// query itself when it is one word.
    public var words: [SearchQuery] { severalWords.isEmpty ? [self] : severalWords }

    /// Whether the query has several words, which a name may hold in any order.
    public var hasSeveralWords: Bool { !severalWords.isEmpty }

    /// Whether the query is one character, which matches only the start of a word.
    public var matchesWordStarts: Bool { value.count == 1 }

    /// The query.
    public var description: String { value }
}
