/// The statements that close a journal entry. SQLite runs all three, bound, so that each is
/// prepared once per connection (with the numbers written in, a `crew shell` kept three new
/// statements per change). PostgreSQL's triggers record no row written as it was
/// (`journal_updated` compares the images), and its entry is written at the closing, only if a row
/// names it (`PostgresConnection.closeJournalEntry`): it sends the last statement alone, the entry
/// read from its setting and the capacity written in.
enum SQLJournalClosing {
    /// The statements with `?1` for the entry and `?2` for the capacity, and their values.
    static func boundStatements(entry: Int, capacity: Int) -> [(sql: String, values: [SQLValue])] {
        let values: [SQLValue] = [.integer(Int64(entry))]
        return [
            // A row written as it was (done again, the same name) is no change to undo.
            ("DELETE FROM journal_rows WHERE entry_id = ?1 AND before IS NOT DISTINCT FROM after", values),
            // A change that changed nothing leaves no entry.
            (
                "DELETE FROM journal WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = ?1)",
                values
            ),
            (keepingNewest(entry: "?1", capacity: "?2"), values + [.integer(Int64(capacity))]),
        ]
    }

    /// The last `capacity` changes are kept, however many ids empty ones used; nothing is removed
    /// when the entry `entry` spells (an expression) was not kept.
    static func keepingNewest(entry: String, capacity: String) -> String {
        "DELETE FROM journal WHERE EXISTS (SELECT 1 FROM journal WHERE id = \(entry)) "
            + "AND id <= (SELECT id FROM journal ORDER BY id DESC LIMIT 1 OFFSET \(capacity))"
    }
}
