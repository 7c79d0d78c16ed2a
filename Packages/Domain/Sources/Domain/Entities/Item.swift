/// A to-do item, optionally owned by a user.
public struct Item: Hashable, Sendable, Identifiable {
    public typealias ID = Identifier<Item>

    public let id: ID
    public var name: ItemName
    public var isCompleted: Bool
    /// `nil` for an item nobody owns (the remote's `userId` may be absent).
    public var ownerID: User.ID?

    public init(id: ID, name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil) {
        self.id = id
        self.name = name
        self.isCompleted = isCompleted
        self.ownerID = ownerID
    }
}
