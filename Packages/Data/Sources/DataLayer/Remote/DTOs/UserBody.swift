import Domain

/// The body of `POST /users` and `PATCH /users/{id}`: the server assigns or keeps the id.
public struct UserBody: Codable, Equatable, Sendable {
    public let name: String
    public let email: String

    public init(name: PersonName, email: EmailAddress) {
        self.name = name.value
        self.email = email.value
    }
}
