import Domain

/// What a write made while the API cannot be reached does to the cache.
public struct OfflineChange: Sendable {
    /// Items replaced: each with the record it was made from.
    public var updates: [(base: Item, record: Item)] = []
    /// Items added.
    public var creates: [NewItem] = []
    /// Items removed, as they were.
    public var removes: [Item] = []
    /// Users edited: each with the user the change was made from.
    public var userUpdates: [(base: User, record: User)] = []
    /// Users removed, each with what becomes of the items the server still has them own when the
    /// removal is sent (the cached items they own are handed over in `updates`, before).
    public var userRemoves: [(user: User, handover: ItemHandover)] = []

    /// A change to the cache; every part left out is empty.
    public init(
        updates: [(base: Item, record: Item)] = [], creates: [NewItem] = [], removes: [Item] = [],
        userUpdates: [(base: User, record: User)] = [],
        userRemoves: [(user: User, handover: ItemHandover)] = []
    ) {
        self.updates = updates
        self.creates = creates
        self.removes = removes
        self.userUpdates = userUpdates
        self.userRemoves = userRemoves
    }
}
