/// One item in full, with its own history from the journal, newest first.
public struct ItemDetails: Hashable, Sendable {
    public let item: Item
    /// The changes that touched the item, newest first, each cut to its steps on the item.
    public let history: [RecordedChange]

    public init(item: Item, history: [RecordedChange]) {
        self.item = item
        self.history = history
    }
}
