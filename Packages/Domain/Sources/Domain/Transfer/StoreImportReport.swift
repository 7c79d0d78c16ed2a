/// What an import added: the new users and items with their ids, and how many of the document's
/// users were already in the store (matched by e-mail, kept as they were).
public struct StoreImportReport: Hashable, Sendable {
    public let addedUsers: [User]
    public let matchedUsers: Int
    public let addedItems: [Item]

    public init(addedUsers: [User], matchedUsers: Int, addedItems: [Item]) {
        self.addedUsers = addedUsers
        self.matchedUsers = matchedUsers
        self.addedItems = addedItems
    }
}
