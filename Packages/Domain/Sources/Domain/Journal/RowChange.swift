/// One record as a change found it and as it left it: `before` is `nil` for a record the change
/// added, `after` is `nil` for one it removed.
public struct RowChange<Record: Hashable & Sendable>: Hashable, Sendable {
    public let before: Record?
    public let after: Record?

    public init(before: Record?, after: Record?) {
        self.before = before
        self.after = after
    }
}
