import Domain

extension InMemoryStore: JournalStore {
    public func recentChanges(limit: Int) -> [JournalEntry] {
        journal.suffix(max(0, limit)).reversed().map(Self.journaled)
    }

    public func newestChangeNumber() -> Int? {
        journal.last?.sequence
    }

    public func changes(toItem id: Item.ID, limit: Int) -> [JournalEntry] {
        Array(
            journal.reversed().map { Self.journaled($0.touching(item: id)) }.filter { !$0.items.isEmpty }
                .prefix(
                    max(0, limit)))
    }

    /// The change as the SQL stores' journals read it back: an item's notes are records of their
    /// own there, so each item carries the notes the change touched (`NoteSteps`), not all of them.
    private static func journaled(_ change: JournalEntry) -> JournalEntry {
        JournalEntry(
            sequence: change.sequence, date: change.date, users: change.users,
            items: change.items.map(\.carryingTouchedNotes), kind: change.kind,
            repairedItems: change.repairedItems)
    }

    /// Puts back every record of the last change, as ``SQLiteStore`` does, and forgets the change.
    public func undoLastChange() throws -> JournalEntry? {
        guard let last = journal.last else { return nil }
        for change in last.users {
            guard let id = (change.before ?? change.after)?.id else { continue }
            guard users[id] == change.after else {
                throw DomainError.cannotUndo(reason: "user \(id) was changed since")
            }
        }
        for change in last.items {
            guard let id = (change.before ?? change.after)?.id else { continue }
            guard items[id] == change.after else {
                throw DomainError.cannotUndo(reason: "item \(id) was changed since")
            }
        }
        for change in last.users {
            if let id = (change.before ?? change.after)?.id { users[id] = change.before }
        }
        for change in last.items {
            if let id = (change.before ?? change.after)?.id { items[id] = change.before }
        }
        journal.removeLast()
        return Self.journaled(last)
    }
}
