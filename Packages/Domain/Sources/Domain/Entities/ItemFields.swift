#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a team plans an item with, besides its name: the one list of an item's fields, which
/// `Item`, `NewItem` and `DamagedItem` each hold (and read as their own, `item.due`), so a new
/// field is written here once. The name is kept apart because a damaged item has none that holds.
public struct ItemFields: Hashable, Sendable {
    public var isCompleted: Bool
    /// `nil` for an item nobody owns (the remote's `userId` may be absent).
    public var ownerID: User.ID?
    public var due: DueDate?
    /// `nil` for none.
    public var priority: Priority?
    public var tags: Tags
    /// When it was added, to the second; `nil` for an item older than crew's timestamps.
    public var createdAt: Date?
    /// When it was last completed, to the second; `nil` while pending (reopening clears it).
    public var completedAt: Date?

    public init(
        isCompleted: Bool = false, ownerID: User.ID? = nil, due: DueDate? = nil, priority: Priority? = nil,
        tags: Tags = .none, createdAt: Date? = nil, completedAt: Date? = nil
    ) {
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.due = due
        self.priority = priority
        self.tags = tags
        self.createdAt = createdAt
        self.completedAt = completedAt
    }

    /// Done, as of `now`.
    public mutating func complete(at now: Date) {
        isCompleted = true
        completedAt = now
    }

    /// Pending again: it was never completed since.
    public mutating func reopen() {
        isCompleted = false
        completedAt = nil
    }

    /// A new item as added at `now`: made now, and, when added done, completed now unless a
    /// document said when.
    public mutating func add(at now: Date) {
        createdAt = createdAt ?? now
        if isCompleted { completedAt = completedAt ?? now }
    }

    /// Pending and due before `today`: what "overdue" means everywhere, the summary's count and
    /// `--overdue` included (`ItemFilter.overdue(today:)` admits exactly these items).
    public func isOverdue(today: DueDate) -> Bool {
        guard !isCompleted, let due else { return false }
        return due < today
    }
}
