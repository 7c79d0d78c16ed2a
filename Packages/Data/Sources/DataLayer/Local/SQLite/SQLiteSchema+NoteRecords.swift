/// Schema 15 of SQLite's migrations (`SQLiteSchema.migrations`), written apart from the list.
extension SQLiteSchema {
    /// A note journaled as part of its item's row made every note journal the item, with all
    /// its notes, twice, and the status index copied them: 100 notes of 1,000 characters on
    /// one item made an 11 MB file. Each note is now a row of its own, journaled alone; a
    /// listing reads none of them. The journal's steps may now name a note: SQLite changes a
    /// CHECK only by writing the table again (its rowids, the steps' order, kept).
    static var noteRecords: SchemaMigration {
        SchemaMigration(
            version: 15, name: "notes as records of their own",
            statements: dropJournalTriggers(.item) + dropJournalTriggers(.user) + [
                """
                CREATE TABLE journal_steps (entry_id INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE, \
                entity TEXT NOT NULL CHECK (entity IN ('user', 'item', 'note')), record_id INTEGER NOT NULL, \
                before TEXT, after TEXT)
                """,
                "INSERT INTO journal_steps (rowid, entry_id, entity, record_id, before, after) "
                    + "SELECT rowid, entry_id, entity, record_id, before, after FROM journal_rows",
                "DROP TABLE journal_rows",
                "ALTER TABLE journal_steps RENAME TO journal_rows",
                // An entry's steps of one kind, and one record's: reading an item's history read an
                // import's entry (a step per item) once for its item, and once more for its notes.
                "CREATE INDEX journal_rows_by_entry ON journal_rows (entry_id, entity, record_id)",
                """
                CREATE TABLE item_notes (id INTEGER PRIMARY KEY AUTOINCREMENT, item_id INTEGER NOT NULL, \
                position INTEGER NOT NULL, written_at INTEGER NOT NULL, text TEXT NOT NULL)
                """,
                "CREATE INDEX item_notes_by_item ON item_notes (item_id, position)",
                // A notes text another tool wrote that is no JSON array stays unreadable: its item
                // keeps no notes, as it showed none.
                """
                INSERT INTO item_notes (item_id, position, written_at, text)
                SELECT items.id, note.key + 1, CAST(strftime('%s', json_extract(note.value, '$.at')) AS INTEGER), \
                json_extract(note.value, '$.text')
                FROM items, json_each(CASE WHEN json_valid(items.notes) AND json_type(items.notes) = 'array' \
                THEN items.notes ELSE '[]' END) AS note
                WHERE items.notes IS NOT NULL AND json_type(note.value, '$.text') = 'text' \
                AND strftime('%s', json_extract(note.value, '$.at')) IS NOT NULL
                ORDER BY items.id, note.key
                """,
                "DROP INDEX items_by_status",
                "ALTER TABLE items DROP COLUMN notes",
                // An item removed takes its notes along, each journaled, so undo brings them back.
                """
                CREATE TRIGGER item_notes_follow_items AFTER DELETE ON items BEGIN
                    DELETE FROM item_notes WHERE item_id = old.id;
                END
                """,
                // Rows another program wrote since schema 14 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ] + journalTriggers(.user, image: JournalImage.userImages[0])
                + journalTriggers(.note, image: JournalImage.noteImages[0])
                // What the columns then gave (`writtenFromColumns` writes today's after the last
                // migration), so that a file at this version journals items and lists from the index.
                + journalTriggers(.item, image: JournalImage.itemImageOfVersion15) + [
                    "CREATE INDEX items_by_status ON items (is_completed, id, owner_id, name, due, priority, tags, "
                        + "created_at, completed_at, uuid, every, estimate)"
                ])
    }
}
