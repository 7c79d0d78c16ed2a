import Domain

/// A journal over a list of changes, newest last, that forgets the change it undoes.
actor FakeChangeJournal: ChangeJournal {
    private var changes: [RecordedChange]

    init(_ changes: [RecordedChange] = []) {
        self.changes = changes
    }

    func recentChanges(limit: Int) async throws -> [RecordedChange] {
        Array(changes.reversed().prefix(limit))
    }

    func undoLastChange() async throws -> RecordedChange {
        guard let last = changes.popLast() else { throw DomainError.nothingToUndo }
        return last
    }
}
