/// Reverses the most recent change made on the store: every record it touched comes back as it
/// was, with the same id. Repeated, it walks further back through the journal.
public struct UndoLastChange: Sendable {
    private let journal: any Journal

    /// Undoes changes `journal` keeps.
    public init(journal: any Journal) {
        self.journal = journal
    }

    /// The change that was undone; ``DomainError/nothingToUndo`` when there is none.
    public func execute() async throws -> JournalEntry {
        try await journal.undoLastChange()
    }

    /// Undoes the change `choice` names (the person's own newest, the newest of all, or one by
    /// number); refused when a later change touched one of its records, unless `force`: then
    /// applied over it field by field, and journaled.
    public func execute(_ choice: UndoChoice, force: Bool = false) async throws -> UndoneChange {
        try await journal.undo(choice, force: force)
    }
}
