import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a listing can be asked for at once (the CLI's `items list` options, a shell
/// `filter`): applied together, with one load.
public struct ItemListRequest: Hashable, Sendable {
    /// Which items by status.
    public var status: ItemStatusFilter
    /// Whose items, as a person named them.
    public var owner: OwnerChoice
    /// Only items whose name matches this search.
    public var search: SearchQuery?
    /// Only items due before this day.
    public var dueBefore: DueDate?
    /// Only items due after this day.
    public var dueAfter: DueDate?
    /// Pending items due before today (narrowing `dueBefore`).
    public var overdue: Bool
    /// Only items with every one of these tags.
    public var tags: Tags
    /// Only items of this priority.
    public var priority: Priority?
    /// `nil`: pending first (or best match first, with a search).
    public var sort: ItemSort?
    /// Whether the order is reversed.
    public var reversed: Bool
    /// Whose items `--sort next` lists first (`--mine-first`), named as `--user` names a person.
    public var firstOwner: UserReference?
    /// Only items completed at or after this moment (`--done-since`: the start of a local day).
    public var completedSince: Date?
    /// Only items completed before this moment (`--done-before`).
    public var completedBefore: Date?

    /// A request; every part left out admits every item.
    public init(
        status: ItemStatusFilter = .all, owner: OwnerChoice = .anyone, search: SearchQuery? = nil,
        dueBefore: DueDate? = nil, dueAfter: DueDate? = nil, overdue: Bool = false, tags: Tags = .none,
        priority: Priority? = nil,
        sort: ItemSort? = nil, reversed: Bool = false, firstOwner: UserReference? = nil,
        completedSince: Date? = nil, completedBefore: Date? = nil
    ) {
        self.completedSince = completedSince
        self.completedBefore = completedBefore
        self.status = status
        self.owner = owner
        self.search = search
        self.dueBefore = dueBefore
        self.dueAfter = dueAfter
        self.overdue = overdue
        self.tags = tags
        self.priority = priority
        self.sort = sort
        self.reversed = reversed
        self.firstOwner = firstOwner
    }
}
