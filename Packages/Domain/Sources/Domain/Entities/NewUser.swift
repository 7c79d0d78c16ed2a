#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A user that has not been stored yet: the store or the remote assigns the id, unless the user
/// asks for one (a backup restored into an empty store keeps its ids).
public struct NewUser: Hashable, Sendable {
    /// Its stable identity; `nil` until a store or the remote makes one.
    public var uuid: UUID?
    /// The person's name.
    public var name: PersonName
    /// The person's e-mail address: unique in a store.
    public var email: EmailAddress
    /// The id to store the user under; `nil` lets the store choose.
    public var requestedID: User.ID?

    /// A user to register: `uuid` keeps an identity it already has (an import), `requestedID` asks a store
    /// for an id (a backup's).
    public init(uuid: UUID? = nil, name: PersonName, email: EmailAddress, requestedID: User.ID? = nil) {
        self.uuid = uuid
        self.name = name
        self.email = email
        self.requestedID = requestedID
    }

    /// The stored user this draft becomes once `id` is assigned.
    public func stored(as id: User.ID) -> User {
        User(id: id, uuid: uuid, name: name, email: email)
    }

    /// This draft with an identity: its own, or a new one.
    public func identified() -> NewUser {
        var draft = self
        draft.uuid = uuid ?? RecordIdentity.new()
        return draft
    }
}
