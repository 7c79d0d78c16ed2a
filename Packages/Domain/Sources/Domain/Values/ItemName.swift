/// What a to-do item says: trimmed, 1 to 200 characters, on one line.
public struct ItemName: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 200

    public let value: String

    public init(_ raw: String) throws(ValidationError) {
        value = try SingleLineText.validated(raw, field: .itemName, maximumLength: Self.maximumLength)
    }

    public var description: String { value }
}
