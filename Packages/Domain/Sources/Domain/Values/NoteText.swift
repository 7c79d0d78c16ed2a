/// What a note on an item says: trimmed, 1 to 1,000 characters, on one line (a note is shown
/// under the item, a line each).
public struct NoteText: Hashable, Sendable, CustomStringConvertible {
    /// The longest note, in characters.
    public static let maximumLength = 1_000

    /// The note's text, trimmed.
    public let value: String

    /// Checks `raw`: trimmed, not empty, no control or invisible character, at most ``maximumLength``.
    public init(_ raw: String) throws(ValidationError) {
        value = try SingleLineText.validated(raw, field: .note, maximumLength: Self.maximumLength)
    }

    /// The note's text.
    public var description: String { value }
}
