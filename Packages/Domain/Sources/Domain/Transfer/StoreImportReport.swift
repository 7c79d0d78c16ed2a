/// What an import added: the new users and items with their ids, how many of the document's
/// users were already in the store (matched by e-mail, kept as they were), and how many of its
/// items were (found by their stable identity, left as they are).
public struct StoreImportReport: Hashable, Sendable {
    /// The users the import added, with the ids they were given.
    public let addedUsers: [User]
    /// How many of the document's users the store already had.
    public let matchedUsers: Int
    /// The items the import added, with the ids they were given.
    public let addedItems: [Item]
    /// How many of the document's items the store already had.
    public let itemsAlreadyThere: Int
    /// What a replacing import removed first (`StoreImportPlan.replacesEverything`).
    public let removedUsers: Int
    /// How many items a replacing import removed first.
    public let removedItems: Int

    /// What an import did.
    public init(
        addedUsers: [User], matchedUsers: Int, addedItems: [Item], itemsAlreadyThere: Int = 0,
        removedUsers: Int = 0,
        removedItems: Int = 0
    ) {
        self.addedUsers = addedUsers
        self.matchedUsers = matchedUsers
        self.addedItems = addedItems
        self.itemsAlreadyThere = itemsAlreadyThere
        self.removedUsers = removedUsers
        self.removedItems = removedItems
    }
}
