/// What an import added: the new users and items with their ids, how many of the document's
/// users were already in the store (matched by e-mail, kept as they were), and how many of its
/// items were (found by their stable identity, left as they are).
public struct StoreImportReport: Hashable, Sendable {
    public let addedUsers: [User]
    public let matchedUsers: Int
    public let addedItems: [Item]
    public let itemsAlreadyThere: Int
    /// What a replacing import removed first (`StoreImportPlan.replacesEverything`).
    public let removedUsers: Int
    public let removedItems: Int

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
