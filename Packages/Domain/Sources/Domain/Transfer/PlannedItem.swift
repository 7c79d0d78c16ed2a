/// An item of an import plan: the item itself (its `ownerID` is ignored) and who will own it.
public struct PlannedItem: Hashable, Sendable {
    public var item: NewItem
    public var owner: ImportedOwner

    public init(item: NewItem, owner: ImportedOwner) {
        self.item = item
        self.owner = owner
    }
}
