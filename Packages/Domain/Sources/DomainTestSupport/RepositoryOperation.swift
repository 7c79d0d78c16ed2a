/// What a test double can be told to fail: its reads or its writes.
public enum RepositoryOperation: Hashable, Sendable {
    case read
    case write
}
