import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of `POST /users` and `PATCH /users/{id}`: the server assigns or keeps the id.
public struct UserBody: Codable, Equatable, Sendable {
    /// The person's name.
    public let name: String
    /// The person's e-mail address.
    public let email: String
    /// The user's stable identity (see ``TodoBody/crewId``), for a user created offline.
    public let crewId: String?

    /// The body that creates or writes a user; `identity` is sent as `crewId`.
    public init(name: PersonName, email: EmailAddress, identity: UUID? = nil) {
        self.name = name.value
        self.email = email.value
        self.crewId = identity?.uuidString.lowercased()
    }
}
