/// One record as a change found it and as it left it: `before` is `nil` for a record the change
/// added, `after` is `nil` for one it removed.
public struct TouchedRecord<Record: Hashable & Sendable>: Hashable, Sendable {
    /// The record before the change; `nil` when the change added it.
    public let before: Record?
    /// The record after the change; `nil` when the change removed it.
    public let after: Record?

    /// One record's step in a change.
    public init(before: Record?, after: Record?) {
        self.before = before
        self.after = after
    }
}
