import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What stands for the journal when crew works against an API: the server keeps no journal, so
/// a change it has is not undone; but the last change still waiting in the cache's outbox (kept
/// offline, not sent yet) is taken back as if it had never been made.
public struct RemoteChangeJournal: ChangeJournal {
    private let outbox: (any OutboxStore)?

    /// `outbox`: the cache's, whose waiting changes `undoLastChange` takes back (`nil`: none).
    public init(outbox: (any OutboxStore)? = nil) {
        self.outbox = outbox
    }

    public func recentChanges(limit: Int) async throws -> [RecordedChange] {
        throw Self.refusal
    }

    /// None: the API keeps no history of an item (an item's own view shows it without one).
    public func changes(toItem id: Item.ID, limit: Int) async throws -> [RecordedChange] {
        []
    }

    public func undoLastChange() async throws -> RecordedChange {
        guard let outbox else { throw Self.refusal }
        let undone = try await outbox.undoLastWaiting()
        guard let batch = undone.first?.batch else { throw Self.refusal }
        return RecordedChange(
            sequence: batch, date: Date(),
            users: undone.compactMap { $0.userChange.map { RowChange(before: $0.base, after: $0.record) } },
            items: undone.filter { $0.userChange == nil }.map { RowChange(before: $0.base, after: $0.record) }
        )
    }

    private static let refusal = DomainError.notSupported(
        reason:
            "Undo works on a local store only, or on a change still waiting to be sent: the API keeps no journal of changes"
    )
}
