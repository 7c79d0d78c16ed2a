/// How many items a filter admits, how many of those are completed, and how many are overdue
/// (pending, due before today; counted only when a summary asks for it).
public struct ItemCounts: Hashable, Sendable {
    /// How many items in all.
    public let total: Int
    /// How many of them are done.
    public let completed: Int
    /// How many of them are pending and due before today.
    public let overdue: Int
    /// Whether counting stopped at `total` (``ItemRepository/counts(matching:upTo:)``): there are
    /// more, and `completed` and `overdue` are of the ones counted.
    public let isPartial: Bool

    /// Counts as a store made them; `isPartial`: it stopped at `total`.
    public init(total: Int, completed: Int, overdue: Int = 0, isPartial: Bool = false) {
        self.total = total
        self.completed = completed
        self.overdue = overdue
        self.isPartial = isPartial
    }

    /// How many are not done yet.
    public var pending: Int { total - completed }
}
