import Domain

/// A journal over a list of changes, newest last, that forgets the change it undoes.
public actor InMemoryJournal: Journal {
    private var changes: [JournalEntry]

    public init(_ changes: [JournalEntry] = []) {
        self.changes = changes
    }

    public func recentChanges(limit: Int) async throws -> [JournalEntry] {
        Array(changes.reversed().prefix(limit))
    }

    public func newestChangeNumber() async throws -> Int? {
        changes.last?.sequence
    }

    public func changes(toItem id: Item.ID, limit: Int) async throws -> [JournalEntry] {
        Array(changes.reversed().map { $0.touching(item: id) }.filter { !$0.items.isEmpty }.prefix(limit))
    }

    public func undoLastChange() async throws -> JournalEntry {
        guard let last = changes.popLast() else { throw DomainError.nothingToUndo }
        return last
    }
}
