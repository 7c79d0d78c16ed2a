/// A stored item whose name breaks the Domain's rules (written by another tool, or by an older
/// crew with looser rules). It cannot become an `Item`, but it is not lost: listings name it
/// instead of failing, and renaming it (which gives it a valid name) or removing it repairs it.
public struct DamagedItem: Hashable, Sendable {
    public let id: Item.ID
    public let isCompleted: Bool
    public let ownerID: User.ID?
    /// What is wrong with its name.
    public let problem: ValidationError

    public init(id: Item.ID, isCompleted: Bool, ownerID: User.ID?, problem: ValidationError) {
        self.id = id
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.problem = problem
    }

    /// The item it becomes with a valid name.
    public func repaired(as name: ItemName) -> Item {
        Item(id: id, name: name, isCompleted: isCompleted, ownerID: ownerID)
    }
}
