/// How many items a filter admits, and how many of those are completed.
public struct ItemCounts: Hashable, Sendable {
    public let total: Int
    public let completed: Int

    public init(total: Int, completed: Int) {
        self.total = total
        self.completed = completed
    }

    public var pending: Int { total - completed }
}
