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
/// A waiting change that was sent (by a sync, or straight away) may have reached the server with
/// its answer lost. Undo asks the server then (a create is found by its identity, an edit by its
/// fields, a removal by the record being gone): one the server holds is not undone, since the
/// next sync would bring it back; one it cannot ask about is refused with a sentence. No sync runs
/// meanwhile (`OutboxStore.sendingAlone`).
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

    /// Every change waiting in the outbox is this machine's: the newest, by anyone or by "me", is
    /// the last one waiting. A number names a journal's entry, which an API does not keep.
    public func undo(_ choice: UndoChoice, force: Bool) async throws -> UndoneChange {
        if case .number = choice {
            throw DomainError.notSupported(
                reason:
                    "An API keeps no journal to undo a change by its number: crew undo takes back the last change waiting to be sent"
            )
        }
        return UndoneChange(change: try await undoLastChange())
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

    /// Throws unless the server is known not to hold `change`, which was sent without an answer
    /// (by a sync, or straight away): a create is looked for by its identity, an edit by whether
    /// the server's record still has the fields it changed as they were, a removal by whether the
    /// record is still there.
    private func requireNotOnServer(_ change: WaitingChange) async throws {
        let held: Bool
        do {
            held = try await isOnServer(change)
        } catch {
            throw DomainError.cannotUndo(
                reason:
                    "it was sent without an answer, and the API cannot be asked now whether it holds it; try again when it answers"
            )
        }
        guard held else { return }
        throw DomainError.cannotUndo(
            reason: change.action == .create
                ? "it already reached the server, and the next sync would bring it back; crew sync, then remove it"
                : "it was sent without an answer, so the server may hold it already; crew sync settles it")
    }

    private func isOnServer(_ change: WaitingChange) async throws -> Bool {
        if let user = change.userChange {
            guard let remoteUsers else { throw DomainError.unavailable(reason: "no API to ask") }
            return try await Self.isOnServer(
                change.action, base: user.base, record: user.record, fields: UserField.self,
                identity: \.uuid, findByIdentity: { try await remoteUsers.user(withIdentity: $0) },
                read: { try await remoteUsers.user($0.id) })
        }
        guard let remote else { throw DomainError.unavailable(reason: "no API to ask") }
        return try await Self.isOnServer(
            change.action, base: change.base, record: change.record, fields: ItemField.self,
            identity: \.uuid, findByIdentity: { try await remote.item(withIdentity: $0) },
            read: { try await remote.item($0.id) })
    }

    /// Whether the server holds a change to a record of `fields`' kind: a create found by its
    /// identity, an edit whose fields the server no longer has as they were, a removal whose
    /// record is gone.
    private static func isOnServer<Field: RecordField>(
        _ action: WaitingChange.Action, base: Field.Record?, record: Field.Record?, fields: Field.Type,
        identity: (Field.Record) -> UUID, findByIdentity: (UUID) async throws -> Field.Record?,
        read: (Field.Record) async throws -> Field.Record
    ) async throws -> Bool {
        switch action {
        case .create:
            guard let record else { return false }
            return try await findByIdentity(identity(record)) != nil
        case .update:
            guard let base, let record else { return true }
            let server = try await read(base)
            return !Field.changed(from: base, to: record).allSatisfy { $0.isSame(in: server, as: base) }
        case .remove:
            guard let base else { return true }
            do {
                _ = try await read(base)
                return false
            } catch DomainError.itemNotFound, DomainError.userNotFound {
                return true
            }
        }
    }

    private static let refusal = DomainError.notSupported(
        reason:
            "Undo works on a local store only, or on a change still waiting to be sent: the API keeps no journal of changes"
    )
}
