/// A planning member whose text is not in the form `--json` writes.
struct ItemPlanningFieldError: Error, CustomStringConvertible {
    let expected: String

    init(_ expected: String) {
        self.expected = expected
    }

    var description: String { "It must be \(expected)." }
}
