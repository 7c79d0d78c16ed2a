import Domain

/// One user as a list shows it.
public struct UserRow: Equatable, Sendable, Identifiable {
    public var id: String
    public var userID: Int
    public var name: String
    public var email: String

    public init(_ user: User) {
        id = user.id.description
        userID = user.id.rawValue
        name = user.name.value
        email = user.email.value
    }
}
