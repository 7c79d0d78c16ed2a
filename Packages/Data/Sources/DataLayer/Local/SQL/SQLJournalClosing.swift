/// The statements that end a journal entry, written once for both engines: SQLite runs them one
/// after another in its own process; PostgreSQL sends them as one script, one round trip instead
/// of four. The entry and the capacity are integers crew computed, written into the text.
enum SQLJournalClosing {
    /// After the triggers stopped recording under `entry`.
    static func statements(entry: Int, capacity: Int) -> [String] {
        [
            // A row written as it was (done again, the same name) is no change to undo.
            "DELETE FROM journal_rows WHERE entry_id = \(entry) AND before IS NOT DISTINCT FROM after",
            // A change that changed nothing leaves no entry.
            "DELETE FROM journal WHERE id = \(entry) AND NOT EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = \(entry))",
            // The last `capacity` changes are kept, however many ids empty ones used.
            "DELETE FROM journal WHERE EXISTS (SELECT 1 FROM journal WHERE id = \(entry)) "
                + "AND id <= (SELECT id FROM journal ORDER BY id DESC LIMIT 1 OFFSET \(capacity))",
        ]
    }
}
