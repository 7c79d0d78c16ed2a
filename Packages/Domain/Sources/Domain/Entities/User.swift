#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A person who can own to-do items.
public struct User: Hashable, Sendable, Identifiable {
    public typealias ID = Identifier<User>

    public let id: ID
    /// The stable identity (``RecordIdentity``), which no change alters.
    public let uuid: UUID
    public var name: PersonName
    public var email: EmailAddress

    /// `uuid`: `nil` for a user who never had one (derived from the id, the same every time).
    public init(id: ID, uuid: UUID? = nil, name: PersonName, email: EmailAddress) {
        self.id = id
        self.uuid = uuid ?? RecordIdentity.derived(kind: .user, id: id.rawValue)
        self.name = name
        self.email = email
    }
}
