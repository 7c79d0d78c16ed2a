/// A planning member whose text is not in the form `--json` writes.
public struct ItemPlanningFieldError: Error, CustomStringConvertible {
    /// What the member must be.
    public let expected: String

    /// A member that is not `expected`.
    public init(_ expected: String) {
        self.expected = expected
    }

    public var description: String { "It must be \(expected)." }
}
