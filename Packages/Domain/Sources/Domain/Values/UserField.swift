/// The fields of a user a change can set (`crew users edit`), as the outbox compares a user
/// changed offline with the server's.
public enum UserField: String, RecordField {
    /// The user's name.
    case name
    /// The user's e-mail address.
    case email

    /// Whether `one` and `other` hold the same value of this field.
    public func isSame(in one: User, as other: User) -> Bool {
        switch self {
        case .name: one.name == other.name
        case .email: one.email == other.email
        }
    }

    /// `user` with this field taken from `source`.
    public func copy(from source: User, into user: User) -> User {
        var user = user
        switch self {
        case .name: user.name = source.name
        case .email: user.email = source.email
        }
        return user
    }
}
