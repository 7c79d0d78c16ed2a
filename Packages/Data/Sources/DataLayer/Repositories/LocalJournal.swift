import Domain

/// The journal of a local store: undo walks it back.
public struct LocalJournal: Journal {
    private let store: any JournalStore

    /// The journal `store` keeps.
    public init(store: any JournalStore) {
        self.store = store
    }

    public func recentChanges(limit: Int) async throws -> [JournalEntry] {
        try await store.recentChanges(limit: limit)
    }

    public func newestChangeNumber() async throws -> Int? {
        try await store.newestChangeNumber()
    }

    public func changes(toItem id: Item.ID, limit: Int) async throws -> [JournalEntry] {
        try await store.changes(toItem: id, limit: limit)
    }

    public func undoLastChange() async throws -> JournalEntry {
        guard let undone = try await store.undoLastChange() else { throw DomainError.nothingToUndo }
        return undone
    }

    public func undo(_ choice: UndoChoice, force: Bool) async throws -> UndoneChange {
        guard let undone = try await store.undo(choice, force: force) else { throw DomainError.nothingToUndo }
        return undone
    }
}
