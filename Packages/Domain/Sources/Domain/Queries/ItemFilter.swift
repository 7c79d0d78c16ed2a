#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The items a listing or a search is about.
public struct ItemFilter: Hashable, Sendable {
    /// Which items by status: pending, done or all.
    public var status: ItemStatusFilter
    /// Whose items: anyone's, one user's, or nobody's.
    public var owner: OwnerFilter
    /// When set, only items whose name contains the query (case-insensitively) are admitted.
    public var search: SearchQuery?
    /// When set, only items due before that day (an item without a due day is not).
    public var dueBefore: DueDate?
    /// When set, only items due after that day.
    public var dueAfter: DueDate?
    /// Only items that carry every one of these tags (none: any item).
    public var tags: Tags
    /// When set, only items of that priority.
    public var priority: Priority?
    /// When set, only items completed at or after that moment (the start of a day, `--done-since`).
    public var completedSince: Date?
    /// When set, only items completed before that moment (`--done-before`).
    public var completedBefore: Date?

    /// A filter; every part left out admits every item.
    public init(
        status: ItemStatusFilter = .all, owner: OwnerFilter = .anyone, search: SearchQuery? = nil,
        dueBefore: DueDate? = nil, dueAfter: DueDate? = nil, tags: Tags = .none, priority: Priority? = nil,
        completedSince: Date? = nil, completedBefore: Date? = nil
    ) {
        self.completedSince = completedSince
        self.completedBefore = completedBefore
        self.status = status
        self.owner = owner
        self.search = search
        self.dueBefore = dueBefore
        self.dueAfter = dueAfter
        self.tags = tags
        self.priority = priority
    }

    /// Pending items due before `today`: what `--overdue` asks for, narrowing this filter.
    public func overdue(today: DueDate) -> ItemFilter {
        var filter = self
        filter.status = .pending
        filter.dueBefore = min(dueBefore ?? today, today)
        return filter
    }

    /// The executable definition of the filter; every store must admit exactly these items.
    public func admits(_ item: Item) -> Bool {
        guard status.admits(item), owner.admits(item) else { return false }
        if let dueBefore, !(item.due.map { $0 < dueBefore } ?? false) { return false }
        if let dueAfter, !(item.due.map { $0 > dueAfter } ?? false) { return false }
        if let priority, item.priority != priority { return false }
        // A store keeps whole seconds: the moment compared is the second the item was completed in.
        let completed = item.completedAt.map {
            Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down))
        }
        if let completedSince, !(completed.map { $0 >= completedSince } ?? false) { return false }
        if let completedBefore, !(completed.map { $0 < completedBefore } ?? false) { return false }
        if !item.tags.containsAll(of: tags) { return false }
        return search.map { $0.matches(item.name) } ?? true
    }
}
