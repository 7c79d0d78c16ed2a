import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What stands for the journal when crew works against an API: the server keeps no journal, so
/// a change it has is not undone; but the last change still waiting in the cache's outbox (kept
/// offline, not sent yet) is taken back as if it had never been made.
///
/// A waiting change a sync began to send may have reached the server with its answer lost.
/// Undo asks the server then (a create is found by its identity): one the server holds is not
/// undone, since the next sync would bring it back; one it cannot ask about is refused with a
/// sentence. No sync runs meanwhile (`OutboxStore.sendingAlone`).
public struct RemoteJournal: Journal {
    private let outbox: (any OutboxStore)?
    private let remote: RemoteItemDataSource?
    private let remoteUsers: RemoteUserDataSource?

    /// `outbox`: the cache's, whose waiting changes `undoLastChange` takes back (`nil`: none);
    /// `remote` and `remoteUsers`: the server asked about a change that may have reached it.
    public init(
        outbox: (any OutboxStore)? = nil, remote: RemoteItemDataSource? = nil,
        remoteUsers: RemoteUserDataSource? = nil
    ) {
        self.outbox = outbox
        self.remote = remote
        self.remoteUsers = remoteUsers
    }

    public func recentChanges(limit: Int) async throws -> [JournalEntry] {
        throw DomainError.notSupported(
            reason:
                "The log is a local store's journal, and an API keeps none: crew sync --status shows what waits to be sent"
        )
    }

    /// None: an API keeps no journal (a screen over it reloads on a key).
    public func newestChangeNumber() async throws -> Int? {
        nil
    }

    /// None: the API keeps no history of an item (an item's own view shows it without one).
    public func changes(toItem id: Item.ID, limit: Int) async throws -> [JournalEntry] {
        []
    }

    public func undoLastChange() async throws -> JournalEntry {
        guard let outbox else { throw Self.refusal }
        let undone = try await outbox.sendingAlone {
            let pending = try await outbox.pendingChanges()
            guard let batch = pending.map(\.batch).max() else { throw Self.refusal }
            let sentThrough = try await outbox.sentThrough()
            for change in pending where change.batch == batch && change.number <= sentThrough {
                try await requireNotOnServer(change)
            }
            return try await outbox.undoLastWaiting()
        }
        guard let batch = undone.first?.batch else { throw Self.refusal }
        return JournalEntry(
            sequence: batch, date: Date(),
            users: undone.compactMap {
                $0.userChange.map { TouchedRecord(before: $0.base, after: $0.record) }
            },
            items: undone.filter { $0.userChange == nil }.map {
                TouchedRecord(before: $0.base, after: $0.record)
            }
        )
    }

    /// Throws unless the server is known not to hold `change`, which a sync began to send.
    private func requireNotOnServer(_ change: WaitingChange) async throws {
        guard change.action == .create else {
            throw DomainError.cannotUndo(
                reason: "a sync began to send it, so the server may hold it already; crew sync settles it")
        }
        let found: Bool
        do {
            if let user = change.userChange?.record {
                found = try await remoteUsers?.user(withIdentity: user.uuid) != nil
            } else if let item = change.record {
                found = try await remote?.item(withIdentity: item.uuid) != nil
            } else {
                found = false
            }
        } catch {
            throw DomainError.cannotUndo(
                reason:
                    "a sync sent it without an answer, and the API cannot be asked now whether it holds it; try again when it answers"
            )
        }
        guard !found else {
            throw DomainError.cannotUndo(
                reason:
                    "it already reached the server, and the next sync would bring it back; crew sync, then remove it"
            )
        }
    }

    private static let refusal = DomainError.notSupported(
        reason:
            "Undo works on a local store only, or on a change still waiting to be sent: the API keeps no journal of changes"
    )
}
