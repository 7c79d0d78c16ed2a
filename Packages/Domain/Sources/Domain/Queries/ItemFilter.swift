/// The items a listing or a search is about.
public struct ItemFilter: Hashable, Sendable {
    public var status: ItemStatusFilter
    public var owner: OwnerFilter
    /// When set, only items whose name contains the query (case-insensitively) are admitted.
    public var search: SearchQuery?

    public init(status: ItemStatusFilter = .all, owner: OwnerFilter = .anyone, search: SearchQuery? = nil) {
        self.status = status
        self.owner = owner
        self.search = search
    }

    /// The executable definition of the filter; every store must admit exactly these items.
    public func admits(_ item: Item) -> Bool {
        status.admits(item) && owner.admits(item) && (search.map { $0.matches(item.name) } ?? true)
    }
}
