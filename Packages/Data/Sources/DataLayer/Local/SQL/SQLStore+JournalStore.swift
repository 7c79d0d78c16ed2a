import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLStore: JournalStore {
    public func recentChanges(limit: Int) throws -> [RecordedChange] {
        guard keepsJournal else { return [] }
        return try access {
            let entries = try connection.rows(
                "SELECT id, changed_at, kind FROM journal ORDER BY id DESC LIMIT ?", [.integer(limit)]
            ) { ($0.integer(0), $0.real(1), $0.text(2)) }
            return try entries.map { try recordedChange(entry: $0.0, changedAt: $0.1, kind: $0.2) }
        }
    }

    /// Restores the records of the newest change, newest step first, after checking that each is
    /// still as the change left it (something without a journal may have changed it since).
    public func undoLastChange() throws -> RecordedChange? {
        guard keepsJournal else { return nil }
        return try writeTransaction {
            guard
                let (entry, changedAt, kind) = try connection.rows(
                    "SELECT id, changed_at, kind FROM journal ORDER BY id DESC LIMIT 1"
                        + Connection.lockingClause,
                    [], { ($0.integer(0), $0.real(1), $0.text(2)) }
                ).first
            else { return nil }
            let change = try recordedChange(entry: entry, changedAt: changedAt, kind: kind)
            try connection.restoreRecords(ofEntry: entry)
            try connection.run("DELETE FROM journal WHERE id = ?", [.integer(entry)])
            return change
        }
    }

    /// The journal entry as domain values: each record once, with its first `before` and last `after`.
    private func recordedChange(entry: Int, changedAt: Double, kind: String) throws -> RecordedChange {
        var users = RowChanges<User>()
        var items = RowChanges<Item>()
        try connection.run(
            "SELECT entity, record_id, \(Connection.journalImageColumns("before")), "
                + "\(Connection.journalImageColumns("after")) FROM journal_rows WHERE entry_id = ? "
                + "ORDER BY \(Connection.journalStepColumn)", [.integer(entry)]
        ) { JournaledRecord.collect($0, users: &users, items: &items) }
        return RecordedChange(
            sequence: entry, date: Date(timeIntervalSince1970: changedAt), users: users.changes,
            items: items.changes, kind: ChangeKind(rawValue: kind) ?? .edit)
    }
}
