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

    /// A filter; every part left out admits every item.
    public init(
        status: ItemStatusFilter = .all, owner: OwnerFilter = .anyone, search: SearchQuery? = nil,
        dueBefore: DueDate? = nil, dueAfter: DueDate? = nil, tags: Tags = .none, priority: Priority? = nil
    ) {
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
        if !item.tags.containsAll(of: tags) { return false }
        return search.map { $0.matches(item.name) } ?? true
    }
}
