/// What a change to items did: every item it named, as it is now, in the order named (each
/// once), and which of them it left as they were (completing a done item, renaming an item to
/// its own name): those were not written, and are not in the journal. `added` holds the items
/// the change made along, in the same write (the next occurrences of completed recurring items).
public struct ChangedItems: Hashable, Sendable, RandomAccessCollection {
    /// Each item the change was asked for, as it is after it.
    public let items: [Item]
    /// The items that already were as asked, so the change left them alone.
    public let unchanged: Set<Item.ID>
    /// Items the change made along (the next occurrence of a completed recurring item).
    public let added: [Item]

    /// What a change did.
    public init(items: [Item], unchanged: Set<Item.ID> = [], added: [Item] = []) {
        self.items = items
        self.unchanged = unchanged
        self.added = added
    }

    /// The items the change wrote.
    public var changed: [Item] { items.filter { !unchanged.contains($0.id) } }

    /// The first position of ``items``.
    public var startIndex: Int { items.startIndex }
    /// The position after the last of ``items``.
    public var endIndex: Int { items.endIndex }
    /// The item at `position` of ``items``.
    public subscript(position: Int) -> Item { items[position] }
}
