/// A whole store as a backup holds it (`crew export`): every user and item, with their ids.
/// Item owners refer to the document's own user ids.
public struct StoreDocument: Hashable, Sendable {
    /// Every user of the document.
    public var users: [User]
    /// Every item of the document.
    public var items: [Item]

    /// A document holding `users` and `items`.
    public init(users: [User], items: [Item]) {
        self.users = users
        self.items = items
    }
}
