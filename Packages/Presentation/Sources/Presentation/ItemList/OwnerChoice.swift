import Domain

/// Whose items a listing shows, as a person names them: anybody's, nobody's, or one user's
/// (by id, e-mail or the start of a name, found when the list loads).
public enum OwnerChoice: Hashable, Sendable {
    case anyone
    case nobody
    case user(UserReference)
}
