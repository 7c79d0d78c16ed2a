/// A planning member whose text is not in the form `--json` writes.
public struct ItemPlanningFieldError: Error, CustomStringConvertible {
    public let expected: String

    public init(_ expected: String) {
        self.expected = expected
    }

    public var description: String { "It must be \(expected)." }
}
