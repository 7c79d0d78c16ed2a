/// What a to-do item says: trimmed, 1 to 200 characters, on one line.
public struct ItemName: Hashable, Sendable, CustomStringConvertible {
    /// The longest name, in characters.
    public static let maximumLength = 200

    /// The name, trimmed.
    public let value: String

    /// Checks `raw`: trimmed, not empty, one line, no control or invisible character, at most
    /// ``maximumLength``.
    public init(_ raw: String) throws(ValidationError) {
        value = try SingleLineText.validated(raw, field: .itemName, maximumLength: Self.maximumLength)
    }

    /// The name.
    public var description: String { value }
}
