import Domain

/// What stands for the journal when crew works against an API: the server keeps no journal, and
/// the local cache only mirrors it, so there is nothing crew could undo there.
public struct RemoteChangeJournal: ChangeJournal {
    public init() {}

    public func recentChanges(limit: Int) async throws -> [RecordedChange] {
        throw Self.refusal
    }

    /// None: the API keeps no history of an item (an item's own view shows it without one).
    public func changes(toItem id: Item.ID, limit: Int) async throws -> [RecordedChange] {
        []
    }

    public func undoLastChange() async throws -> RecordedChange {
        throw Self.refusal
    }

    private static let refusal = DomainError.notSupported(
        reason: "Undo works on a local store only: the API keeps no journal of changes")
}
