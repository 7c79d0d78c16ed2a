/// A collection the remote repositories cache locally, with the time of its last refresh.
public enum CachedCollection: String, Sendable {
    /// The API's users.
    case users
    /// The API's items (`todos`).
    case items
}
