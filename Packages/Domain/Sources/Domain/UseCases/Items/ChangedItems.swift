/// What a change to items did: every item it named, as it is now, in the order named (each
/// once), and which of them it left as they were (completing a done item, renaming an item to
/// its own name): those were not written, and are not in the journal. `added` holds the items
/// the change made along, in the same write (the next occurrences of completed recurring items).
public struct ChangedItems: Hashable, Sendable, RandomAccessCollection {
    public let items: [Item]
    public let unchanged: Set<Item.ID>
    public let added: [Item]

    public init(items: [Item], unchanged: Set<Item.ID> = [], added: [Item] = []) {
        self.items = items
        self.unchanged = unchanged
        self.added = added
    }

    /// The items the change wrote.
    public var changed: [Item] { items.filter { !unchanged.contains($0.id) } }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> Item { items[position] }
}
