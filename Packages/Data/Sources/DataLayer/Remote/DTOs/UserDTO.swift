import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A user as the remote sends it (`GET /users`); `username`, `address`, `company` and any
/// other field are ignored.
public struct UserDTO: Codable, Equatable, Sendable {
    /// The user's id on the server.
    public let id: Int
    /// The person's name.
    public let name: String
    /// The person's e-mail address.
    public let email: String
    /// The stable identity crew sent with the user (``UserBody/crewId``), if it did.
    public let crewId: String?

    /// A user as the server sends it.
    public init(id: Int, name: String, email: String, crewId: String? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.crewId = crewId
    }

    /// `user` as the server would send it.
    public init(_ user: User) {
        self.init(id: user.id.rawValue, name: user.name.value, email: user.email.value)
    }

    /// The domain user, or a ``InvalidRecordError`` naming the record and the broken rule.
    public func toDomain() throws(InvalidRecordError) -> User {
        do {
            return User(
                id: try User.ID(validating: id), uuid: crewId.flatMap(UUID.init(uuidString:)),
                name: try PersonName(name), email: try EmailAddress(email))
        } catch {
            throw InvalidRecordError(kind: .user, id: id, problem: error)
        }
    }
}
