import Domain

/// The schema step that gives records made offline ids of their own kind (`Identifier+Provisional`).
///
/// Before it, a cache kept them at the top of the id range (`~n` was 2^53 − n, the top million),
/// so a server id there read as one of crew's; now `~n` is n − 2^53, a negative number no server
/// gives: the old id negated. Only a cache has such records, and in a cache only crew's own
/// are there (the old scheme read a server's as crew's anyway), so every id in that million is
/// moved, with what names it: an item's owner, its tags (SQLite), the outbox's entries, their
/// records' `id` and `owner`, and a waiting removal's heir. The journal is left alone: a cache's
/// undo walks its outbox, never its journal.
enum ProvisionalIDMigration {
    /// The lowest id the old scheme gave a record made offline.
    static let oldLowest = Identifier<Never>.maximum - 1_000_000 + 1

    /// The statements for `dialect`, to run in the migrating transaction.
    static func statements(_ dialect: SQLDialect) -> [String] {
        switch dialect {
        case .sqlite: sqlite
        case .postgres: [postgres]
        }
    }

    private static let inCache =
        "EXISTS (SELECT 1 FROM crew_metadata WHERE key = 'contents' AND value = 'cache')"

    /// The outbox's records (JSON objects; a removal's `record` may be its handover's words).
    private static let recordColumns = ["base", "record", "theirs"]

    private static var sqlite: [String] {
        let moved = "id >= \(oldLowest) AND \(inCache)"
        return [
            // The owner's key is checked at the commit, once both sides moved.
            "PRAGMA defer_foreign_keys = ON",
            // The trigram index is keyed by id: each moved item leaves it and comes back.
            "INSERT INTO items_search (items_search, rowid, name_key) SELECT 'delete', id, name_key FROM items WHERE \(moved)",
            "UPDATE users SET id = -id WHERE \(moved)",
            "UPDATE items SET owner_id = -owner_id WHERE owner_\(moved)",
            "UPDATE items SET id = -id WHERE \(moved)",
            "INSERT INTO items_search (rowid, name_key) SELECT id, name_key FROM items WHERE id < 0",
            "UPDATE item_tags SET item_id = -item_id WHERE item_\(moved)",
            // The counters stood at the top too; records a cache adds always carry their ids.
            "UPDATE sqlite_sequence SET seq = (SELECT coalesce(max(id), 0) FROM items) WHERE name = 'items' AND seq >= \(oldLowest)",
            "UPDATE sqlite_sequence SET seq = (SELECT coalesce(max(id), 0) FROM users) WHERE name = 'users' AND seq >= \(oldLowest)",
        ]
            + outbox { column, key in
                """
                UPDATE outbox SET \(column) = json_set(\(column), '$.\(key)', -json_extract(\(column), '$.\(key)'))
                WHERE CASE WHEN \(column) LIKE '{%' THEN json_extract(\(column), '$.\(key)') >= \(oldLowest) ELSE 0 END
                """
            }
    }

    private static var postgres: String {
        let statements =
            [
                // The owner's key is checked once both sides moved: dropped and made again.
                "ALTER TABLE items DROP CONSTRAINT items_owner_exists",
                "UPDATE users SET id = -id WHERE id >= \(oldLowest)",
                "UPDATE items SET owner_id = -owner_id WHERE owner_id >= \(oldLowest)",
                "UPDATE items SET id = -id WHERE id >= \(oldLowest)",
                "ALTER TABLE items ADD CONSTRAINT items_owner_exists FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE RESTRICT",
            ]
            + outbox { column, key in
                """
                UPDATE outbox SET \(column) = jsonb_set(\(column)::jsonb, '{\(key)}', to_jsonb(-((\(column)::jsonb ->> '\(key)')::bigint)))::text
                WHERE CASE WHEN \(column) LIKE '{%' THEN (\(column)::jsonb ->> '\(key)')::bigint >= \(oldLowest) ELSE false END
                """
            }
        return "DO $$ BEGIN IF \(inCache) THEN "
            + statements.map { $0 + "; " }.joined() + "END IF; END $$"
    }

    /// The outbox's own columns, then `update(column, key)` for each record's `id` and `owner`.
    private static func outbox(_ update: (String, String) -> String) -> [String] {
        [
            "UPDATE outbox SET item_id = -item_id WHERE item_id >= \(oldLowest)",
            // A waiting removal's heir (`OutboxHandover`: "reassign 7").
            """
            UPDATE outbox SET record = 'reassign ' || -CAST(substr(record, 10) AS bigint)
            WHERE CASE WHEN entity = 'user' AND action = 'remove' AND record LIKE 'reassign %'
            THEN CAST(substr(record, 10) AS bigint) >= \(oldLowest) ELSE false END
            """,
        ] + recordColumns.flatMap { column in [update(column, "id"), update(column, "owner")] }
    }
}
