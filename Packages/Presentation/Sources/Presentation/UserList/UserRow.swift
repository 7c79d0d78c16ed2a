import Domain

/// One user as a list shows it.
public struct UserRow: Equatable, Sendable, Identifiable {
    public let user: User

    public init(_ user: User) {
        self.user = user
    }

    public var id: User.ID { user.id }
    public var name: String { user.name.value }
    public var email: String { user.email.value }
}
