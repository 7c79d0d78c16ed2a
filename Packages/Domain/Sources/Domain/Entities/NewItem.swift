/// An item that has not been stored yet: the store or the remote assigns the id.
public struct NewItem: Hashable, Sendable {
    public var name: ItemName
    public var isCompleted: Bool
    public var ownerID: User.ID?

    public init(name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil) {
        self.name = name
        self.isCompleted = isCompleted
        self.ownerID = ownerID
    }

    /// The stored item this draft becomes once `id` is assigned.
    public func stored(as id: Item.ID) -> Item {
        Item(id: id, name: name, isCompleted: isCompleted, ownerID: ownerID)
    }
}
