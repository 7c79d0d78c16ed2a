/// Text to search for: trimmed, at least two characters (one letter matches nearly everything),
/// at most 200, on one line.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The fewest characters a search needs.
    public static let minimumLength = 2
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

    /// The query.
    public var description: String { value }
}
