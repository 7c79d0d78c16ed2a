/// A user that has not been stored yet: the store or the remote assigns the id, unless the user
/// asks for one (a backup restored into an empty store keeps its ids).
public struct NewUser: Hashable, Sendable {
    public var name: PersonName
    public var email: EmailAddress
    /// The id to store the user under; `nil` lets the store choose.
    public var requestedID: User.ID?

    public init(name: PersonName, email: EmailAddress, requestedID: User.ID? = nil) {
        self.name = name
        self.email = email
        self.requestedID = requestedID
    }

    /// The stored user this draft becomes once `id` is assigned.
    public func stored(as id: User.ID) -> User {
        User(id: id, name: name, email: email)
    }
}
