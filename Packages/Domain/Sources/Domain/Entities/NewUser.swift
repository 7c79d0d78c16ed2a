/// A user that has not been stored yet: the store or the remote assigns the id.
public struct NewUser: Hashable, Sendable {
    public var name: PersonName
    public var email: EmailAddress

    public init(name: PersonName, email: EmailAddress) {
        self.name = name
        self.email = email
    }

    /// The stored user this draft becomes once `id` is assigned.
    public func stored(as id: User.ID) -> User {
        User(id: id, name: name, email: email)
    }
}
