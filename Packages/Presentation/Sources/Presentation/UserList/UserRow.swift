import Domain

/// One user as a view shows it: its id and the texts a view prints, made from the user once.
public struct UserRow: Equatable, Sendable, Identifiable {
    public let id: User.ID
    public let name: String
    public let email: String
    /// The stable identity, as every output writes it (lower-case).
    public let identity: String

    public init(_ user: User) {
        id = user.id
        name = user.name.value
        email = user.email.value
        identity = user.uuid.uuidString.lowercased()
    }
}
