import Domain

/// What a write made while the API cannot be reached does to the cache.
public struct OfflineChange: Sendable {
    /// Items replaced: each with the record it was made from.
    public var updates: [(base: Item, record: Item)] = []
    public var creates: [NewItem] = []
    public var removes: [Item] = []

    public init(updates: [(base: Item, record: Item)] = [], creates: [NewItem] = [], removes: [Item] = []) {
        self.updates = updates
        self.creates = creates
        self.removes = removes
    }
}
