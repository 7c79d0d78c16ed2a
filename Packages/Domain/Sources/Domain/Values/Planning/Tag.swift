/// A label on an item: 1 to 32 of `a`–`z`, `0`–`9`, `-` and `_`. What a person types is
/// trimmed and lower-cased first, so `Urgent` and `urgent` are one tag.
public struct Tag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The longest tag, in characters.
    public static let maximumLength = 32

    /// The tag, lower-cased.
    public let value: String

    /// Checks `raw`: lower-cased, only `a`-`z`, `0`-`9`, `-` and `_`, at most ``maximumLength``.
    public init(_ raw: String) throws(ValidationError) {
        let text = raw.trimmingWhitespace.lowercased()
        guard !text.isEmpty else { throw ValidationError(field: .tag, problem: .empty) }
        guard text.unicodeScalars.count <= Self.maximumLength else {
            throw ValidationError(field: .tag, problem: .tooLong(maximum: Self.maximumLength))
        }
        guard text.unicodeScalars.allSatisfy(Self.isAllowed) else {
            throw ValidationError(field: .tag, problem: .notATag)
        }
        value = text
    }

    /// Tags sort by their text.
    public static func < (lhs: Tag, rhs: Tag) -> Bool {
        lhs.value < rhs.value
    }

    /// The tag.
    public var description: String { value }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "0"..."9", "-", "_": true
        default: false
        }
    }
}
