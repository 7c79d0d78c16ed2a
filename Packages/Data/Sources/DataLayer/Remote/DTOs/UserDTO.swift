import Domain

/// A user as the remote sends it (`GET /users`); `username`, `address`, `company` and any
/// other field are ignored.
public struct UserDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let email: String

    public init(id: Int, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }

    public init(_ user: User) {
        self.init(id: user.id.rawValue, name: user.name.value, email: user.email.value)
    }

    /// The domain user, or a `InvalidRecordError` naming the record and the broken rule.
    public func toDomain() throws(InvalidRecordError) -> User {
        do {
            return User(
                id: try User.ID(validating: id), name: try PersonName(name), email: try EmailAddress(email))
        } catch {
            throw InvalidRecordError(kind: .user, id: id, problem: error)
        }
    }
}
