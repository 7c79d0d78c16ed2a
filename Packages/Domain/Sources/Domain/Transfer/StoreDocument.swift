/// A whole store as a backup holds it (`crew export`): every user and item, with their ids.
/// Item owners refer to the document's own user ids.
public struct StoreDocument: Hashable, Sendable {
    public var users: [User]
    public var items: [Item]

    public init(users: [User], items: [Item]) {
        self.users = users
        self.items = items
    }
}
