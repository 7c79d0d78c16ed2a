#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A person who can own to-do items.
public struct User: Hashable, Sendable, Identifiable {
    /// The id a store or the API gives a user: unique within that store.
    public typealias ID = Identifier<User>

    /// The user's id in its store.
    public let id: ID
    /// The stable identity (``RecordIdentity``), which no change alters.
    public let uuid: UUID
    /// The person's name.
    public var name: PersonName
    /// The person's e-mail address: no two users of a store share one.
    public var email: EmailAddress

    /// `uuid`: `nil` for a user who never had one (derived from the id, the same every time).
    public init(id: ID, uuid: UUID? = nil, name: PersonName, email: EmailAddress) {
        self.id = id
        self.uuid = uuid ?? RecordIdentity.derived(kind: .user, id: id.rawValue)
        self.name = name
        self.email = email
    }
}
