/// The journal of changes a store keeps, written in the same transaction as each change, so
/// that the most recent change can always be undone exactly.
public protocol Journal: Sendable {
    /// The most recent changes, newest first, at most `limit` of them.
    func recentChanges(limit: Int) async throws -> [JournalEntry]
    /// The newest change's number (`JournalEntry.sequence`), read without its records; `nil`
    /// when the journal is empty. Numbers are never used twice, so another number means that
    /// the store changed: what a screen reads, twice a second, to show another process's change.
    func newestChangeNumber() async throws -> Int?
    /// The most recent changes to one item, newest first, at most `limit` of them, each with its
    /// steps on that item only (`JournalEntry.touching(item:)`).
    func changes(toItem id: Item.ID, limit: Int) async throws -> [JournalEntry]
    /// Puts back every record the most recent change touched, as it was, in one transaction, and
    /// forgets the change. Throws `DomainError.nothingToUndo` when the journal is empty.
    func undoLastChange() async throws -> JournalEntry
    /// Puts back every record of the change `choice` names, in one transaction deciding from what
    /// it reads there, and forgets the change; with it, the newest change kept when that one is
    /// newer. Refused with `DomainError.laterChangeTouched` when a later change touched one of its
    /// records (unless `force`: then it is applied over them field by field, `ForcedUndo`, and
    /// what it wrote is journaled as a change of its own), `nothingOfYoursToUndo` when the author
    /// made none, `noSuchChange` for a number the journal does not keep, `nothingToUndo` when it
    /// is empty.
    func undo(_ choice: UndoChoice, force: Bool) async throws -> UndoneChange
}

extension Journal {
    /// The undo `choice` names, refused under a later change to the same record.
    public func undo(_ choice: UndoChoice) async throws -> UndoneChange {
        try await undo(choice, force: false)
    }
}
