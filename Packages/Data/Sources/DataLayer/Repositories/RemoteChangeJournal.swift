import Domain

/// What stands for the journal when crew works against an API: the server keeps no journal, and
/// the local cache only mirrors it, so there is nothing crew could undo there.
public struct RemoteChangeJournal: ChangeJournal {
    public init() {}

    public func recentChanges(limit: Int) async throws -> [RecordedChange] {
        throw Self.refusal
    }

    public func undoLastChange() async throws -> RecordedChange {
        throw Self.refusal
    }

    private static let refusal = DomainError.notSupported(
        reason: "Undo works on a local store only: the API keeps no journal of changes")
}
