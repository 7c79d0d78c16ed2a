/// A person who can own to-do items.
public struct User: Hashable, Sendable, Identifiable {
    public typealias ID = Identifier<User>

    public let id: ID
    public var name: PersonName
    public var email: EmailAddress

    public init(id: ID, name: PersonName, email: EmailAddress) {
        self.id = id
        self.name = name
        self.email = email
    }
}
