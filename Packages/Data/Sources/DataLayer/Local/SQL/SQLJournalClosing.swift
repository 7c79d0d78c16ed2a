/// The statements that close a journal entry, the same on both engines: PostgreSQL sends them with
/// the commit, the entry read from its setting and the capacity written in; SQLite binds them, so
/// that each is prepared once per connection (with the numbers written in, a `crew shell` kept
/// three new statements per change).
enum SQLJournalClosing {
    /// The statements on the entry `entry` spells (an expression: PostgreSQL reads the open
    /// entry from its setting), sent in one round trip with the commit. PostgreSQL's triggers
    /// record no row written as it was (`journal_updated` compares the images), so the statement
    /// that removes such rows is left out there (`recordsUnchangedRows`): it cost 0.3 ms of the
    /// server's time at every change.
    static func statements(entry: String, capacity: Int, recordsUnchangedRows: Bool) -> [String] {
        statements(entry: entry, capacity: "\(capacity)").dropFirst(recordsUnchangedRows ? 0 : 1).map(\.sql)
    }

    /// The same statements with `?1` for the entry and `?2` for the capacity, and their values.
    static func boundStatements(entry: Int, capacity: Int) -> [(sql: String, values: [SQLValue])] {
        statements(entry: "?1", capacity: "?2").map { statement in
            (
                statement.sql,
                [.integer(Int64(entry))] + (statement.usesCapacity ? [.integer(Int64(capacity))] : [])
            )
        }
    }

    /// The statements, `entry` and `capacity` spelled as given.
    private static func statements(entry: String, capacity: String) -> [(sql: String, usesCapacity: Bool)] {
        [
            // A row written as it was (done again, the same name) is no change to undo. (First:
            // left out where the triggers record no such row.)
            (
                "DELETE FROM journal_rows WHERE entry_id = \(entry) AND before IS NOT DISTINCT FROM after",
                false
            ),
            // A change that changed nothing leaves no entry.
            (
                "DELETE FROM journal WHERE id = \(entry) AND NOT EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = \(entry))",
                false
            ),
            // The last `capacity` changes are kept, however many ids empty ones used.
            (
                "DELETE FROM journal WHERE EXISTS (SELECT 1 FROM journal WHERE id = \(entry)) "
                    + "AND id <= (SELECT id FROM journal ORDER BY id DESC LIMIT 1 OFFSET \(capacity))",
                true
            ),
        ]
    }
}
