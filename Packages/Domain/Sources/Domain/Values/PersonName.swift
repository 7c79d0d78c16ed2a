/// A person's display name: trimmed, 1 to 100 characters, on one line.
public struct PersonName: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 100

    public let value: String

    public init(_ raw: String) throws(ValidationError) {
        value = try SingleLineText.validated(raw, field: .personName, maximumLength: Self.maximumLength)
    }

    public var description: String { value }
}
