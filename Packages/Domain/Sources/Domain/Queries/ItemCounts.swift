/// How many items a filter admits, how many of those are completed, and how many are overdue
/// (pending, due before today; counted only when a summary asks for it).
public struct ItemCounts: Hashable, Sendable {
    public let total: Int
    public let completed: Int
    public let overdue: Int

    public init(total: Int, completed: Int, overdue: Int = 0) {
        self.total = total
        self.completed = completed
        self.overdue = overdue
    }

    public var pending: Int { total - completed }
}
