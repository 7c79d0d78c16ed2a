import Domain

/// The journal of changes a local store keeps (a cache keeps none): each change's row images,
/// written in the change's own transaction.
public protocol JournalStore: Sendable {
    /// The most recent changes, newest first.
    func recentChanges(limit: Int) async throws -> [JournalEntry]
    /// The newest entry's number, its records left unread; `nil` for none.
    func newestChangeNumber() async throws -> Int?
    /// The most recent changes to one item, newest first, each with its steps on that item only.
    func changes(toItem id: Item.ID, limit: Int) async throws -> [JournalEntry]
    /// Restores the records of the most recent change in one transaction and forgets it; `nil`
    /// when the journal is empty. Throws `DomainError.cannotUndo` when a record it touched was
    /// changed since by something that kept no journal, and changes nothing then.
    func undoLastChange() async throws -> JournalEntry?
    /// Restores the records of the change `choice` names in one transaction and forgets it, with
    /// the newest change kept when it is newer; `nil` when the journal is empty (or the store keeps
    /// none). Throws as `Journal.undo(_:force:)` does, and changes nothing then; with `force`,
    /// applies it over later changes field by field (`ForcedUndo`) and journals that.
    func undo(_ choice: UndoChoice, force: Bool) async throws -> UndoneChange?
}

extension JournalStore {
    /// The undo `choice` names, refused under a later change to the same record.
    public func undo(_ choice: UndoChoice) async throws -> UndoneChange? {
        try await undo(choice, force: false)
    }
}
