/// One item in full, with its own history from the journal, newest first.
public struct ItemDetails: Hashable, Sendable {
    /// The item as stored now.
    public let item: Item
    /// The changes that touched the item, newest first, each cut to its steps on the item.
    public let history: [JournalEntry]

    /// An item and its history, newest change first.
    public init(item: Item, history: [JournalEntry]) {
        self.item = item
        self.history = history
    }
}
