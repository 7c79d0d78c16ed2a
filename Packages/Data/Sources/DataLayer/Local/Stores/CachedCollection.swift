/// A collection the remote repositories cache locally, with the time of its last refresh.
public enum CachedCollection: String, Sendable {
    case users
    case items
}
