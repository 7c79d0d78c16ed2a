import Domain

extension InMemoryStore: JournalStore {
    public func recentChanges(limit: Int) -> [RecordedChange] {
        Array(journal.suffix(max(0, limit)).reversed())
    }

    public func newestChangeNumber() -> Int? {
        journal.last?.sequence
    }

    public func changes(toItem id: Item.ID, limit: Int) -> [RecordedChange] {
        Array(
            journal.reversed().map { $0.touching(item: id) }.filter { !$0.items.isEmpty }.prefix(
                max(0, limit)))
    }

    /// Puts back every record of the last change, as ``SQLiteStore`` does, and forgets the change.
    public func undoLastChange() throws -> RecordedChange? {
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
        return last
    }
}
