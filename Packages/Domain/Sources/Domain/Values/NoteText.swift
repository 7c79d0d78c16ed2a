/// What a note on an item says: trimmed, 1 to 1,000 characters, on one line (a note is shown
/// under the item, a line each).
public struct NoteText: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 1_000

    public let value: String

    public init(_ raw: String) throws(ValidationError) {
        value = try SingleLineText.validated(raw, field: .note, maximumLength: Self.maximumLength)
    }

    public var description: String { value }
}
