import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteStore {
    /// How many changes the journal keeps; older entries are dropped as new ones come.
    static let journalCapacity = 1_000

    /// Runs `body` as one change: one write transaction which, in a store that keeps a journal,
    /// opens a journal entry first, so that the triggers record the image of every row `body`
    /// touches, and closes it before committing. A change that changed nothing leaves no entry.
    func change<T>(kind: ChangeKind = .edit, _ body: () throws -> T) throws -> T {
        guard !isReadOnly else { throw StoreError.readOnly(path: path) }
        return try connection.writeTransaction {
            guard keepsJournal else { return try body() }
            try connection.run(
                "INSERT INTO journal (changed_at, kind) VALUES (?, ?)",
                [.real(now().timeIntervalSince1970), .text(kind.rawValue)])
            let entry = connection.lastInsertedRowID
            try connection.run("INSERT INTO journal_open (entry_id) VALUES (?)", [.integer(entry)])
            let result = try body()
            try connection.run("DELETE FROM journal_open")
            // A row written as it was (done again, the same name) is no change to undo.
            try connection.run(
                "DELETE FROM journal_rows WHERE entry_id = ? AND before IS after", [.integer(entry)])
            if try connection.integer(
                "SELECT EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = ?)", [.integer(entry)])
                == 1
            {
                // The last `journalCapacity` changes are kept, however many ids empty ones used.
                try connection.run(
                    "DELETE FROM journal WHERE id <= (SELECT id FROM journal ORDER BY id DESC LIMIT 1 OFFSET ?)",
                    [.integer(Self.journalCapacity)])
            } else {
                try connection.run("DELETE FROM journal WHERE id = ?", [.integer(entry)])
            }
            return result
        }
    }
}
