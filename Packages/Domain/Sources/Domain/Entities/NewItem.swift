/// An item that has not been stored yet: the store or the remote assigns the id, unless the
/// item asks for one (an import restoring a listing keeps its ids).
public struct NewItem: Hashable, Sendable {
    public var name: ItemName
    public var isCompleted: Bool
    public var ownerID: User.ID?
    /// The id to store the item under; `nil` lets the store choose.
    public var requestedID: Item.ID?

    public init(
        name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil, requestedID: Item.ID? = nil
    ) {
        self.name = name
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.requestedID = requestedID
    }

    /// The stored item this draft becomes once `id` is assigned.
    public func stored(as id: Item.ID) -> Item {
        Item(id: id, name: name, isCompleted: isCompleted, ownerID: ownerID)
    }
}
