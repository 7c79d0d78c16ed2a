import Domain

/// One user as a view shows it: its id and the texts a view prints, made from the user once.
public struct UserRow: Equatable, Sendable, Identifiable {
    public let id: User.ID
    /// The person's name.
    public let name: String
    /// The person's e-mail address.
    public let email: String
    /// The stable identity, as every output writes it (lower-case).
    public let identity: String

    /// The row for `user`.
    public init(_ user: User) {
        id = user.id
        name = user.name.value
        email = user.email.value
        identity = user.uuid.uuidString.lowercased()
    }
}
