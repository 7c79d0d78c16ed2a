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

    /// Takes the chosen change out of the list (no record to put back here).
    public func undo(_ choice: UndoChoice, force: Bool) async throws -> UndoneChange {
        let index: Int?
        switch choice {
        case .newest: index = changes.indices.last
        case .newestBy(let who): index = changes.lastIndex { $0.author.isSamePerson(as: who) }
        case .number(let number): index = changes.firstIndex { $0.sequence == number }
        }
        guard let index else {
            if changes.isEmpty { throw DomainError.nothingToUndo }
            if case .number(let number) = choice { throw DomainError.noSuchChange(number) }
            if case .newestBy(let who) = choice { throw DomainError.nothingOfYoursToUndo(who) }
            throw DomainError.nothingToUndo
        }
        let change = changes.remove(at: index)
        let newer = changes.last.flatMap { $0.sequence > change.sequence ? $0 : nil }
        return UndoneChange(
            change: change, newerChange: newer.map { LaterChange(sequence: $0.sequence, author: $0.author) })
    }
}
