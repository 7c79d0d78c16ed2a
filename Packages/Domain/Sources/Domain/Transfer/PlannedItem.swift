/// An item of an import plan: the item itself (its `ownerID` is ignored) and who will own it.
public struct PlannedItem: Hashable, Sendable {
    /// The item to add.
    public var item: NewItem
    /// Who will own it.
    public var owner: ImportedOwner

    /// An item of an import and its owner.
    public init(item: NewItem, owner: ImportedOwner) {
        self.item = item
        self.owner = owner
    }
}
