import Domain

/// Whose items a listing shows, as a person names them: anybody's, nobody's, or one user's
/// (by id, e-mail or the start of a name, found when the list loads).
public enum OwnerChoice: Hashable, Sendable {
    /// Anyone's items.
    case anyone
    /// Items no one owns.
    case nobody
    /// The items of the user a person named.
    case user(UserReference)
}
