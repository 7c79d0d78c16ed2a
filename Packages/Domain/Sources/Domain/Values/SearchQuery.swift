/// Text to search for: trimmed, at least one character, at most 200, on one line. One character
/// matches the start of a word (anywhere, a letter would match nearly every name: `/m` narrows to
/// "Mend the fence" and "Call mom", as fzf and vit narrow at the first key); more match anywhere.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The fewest characters a search needs.
    public static let minimumLength = 1
    /// The most characters a search may hold.
    public static let maximumLength = 200

    /// The query, trimmed, as typed.
    public let value: String
    /// `value` folded once, since matching compares it with every candidate name.
    let folded: FoldedText

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
    }

    /// Whether the query is one character, which matches only the start of a word.
    public var matchesWordStarts: Bool { value.count == 1 }

    /// The query.
    public var description: String { value }
}
