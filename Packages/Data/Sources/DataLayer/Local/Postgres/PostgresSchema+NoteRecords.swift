/// Schema 9 of PostgreSQL's migrations (`PostgresSchema.migrations`), written apart from the list.
extension PostgresSchema {
    /// Each note a row of its own, journaled alone, as on SQLite (schema 15): a note journaled
    /// as part of its item made every note journal the item with all its notes, twice.
    static var noteRecords: SchemaMigration {
        SchemaMigration(
            version: 9, name: "notes as records of their own",
            statements: [
                """
                CREATE TABLE item_notes (
                    id bigserial PRIMARY KEY,
                    item_id bigint NOT NULL,
                    position integer NOT NULL,
                    written_at bigint NOT NULL,
                    text text NOT NULL
                )
                """,
                "CREATE INDEX item_notes_by_item ON item_notes (item_id, position)",
                // Item by item: a notes text another tool wrote that is no JSON array of notes
                // stays unread (its item keeps no notes, as it showed none).
                """
                DO $$ DECLARE item record; BEGIN
                    FOR item IN SELECT id, notes FROM items WHERE notes IS NOT NULL ORDER BY id LOOP
                        BEGIN
                            INSERT INTO item_notes (item_id, position, written_at, text)
                            SELECT item.id, note.position, extract(epoch FROM (note.value->>'at')::timestamptz)::bigint,
                                note.value->>'text'
                            FROM jsonb_array_elements(item.notes::jsonb) WITH ORDINALITY AS note(value, position)
                            WHERE jsonb_typeof(note.value->'text') = 'string'
                            ORDER BY note.position;
                        EXCEPTION WHEN others THEN NULL;
                        END;
                    END LOOP;
                END $$
                """,
                "ALTER TABLE journal_rows DROP CONSTRAINT journal_rows_entity_check",
                "ALTER TABLE journal_rows ADD CONSTRAINT journal_rows_entity_check CHECK (entity IN ('user', 'item', 'note'))",
                "ALTER TABLE items DROP COLUMN notes",
                // An entry's steps of one kind, and one record's: reading an item's history read an
                // import's entry (a step per item) once for its item, and once more for its notes.
                "DROP INDEX journal_rows_by_entry",
                "CREATE INDEX journal_rows_by_entry ON journal_rows (entry_id, entity, record_id, step)",
                "CREATE TRIGGER journal_notes_inserted AFTER INSERT ON item_notes REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION journal_inserted('note')",
                "CREATE TRIGGER journal_notes_updated AFTER UPDATE ON item_notes REFERENCING OLD TABLE AS updated_before NEW TABLE AS updated_after FOR EACH STATEMENT EXECUTE FUNCTION journal_updated('note')",
                "CREATE TRIGGER journal_notes_deleted AFTER DELETE ON item_notes REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION journal_deleted('note')",
                // An item removed takes its notes along, each journaled, so undo brings them back.
                """
                CREATE FUNCTION notes_follow_items() RETURNS trigger LANGUAGE plpgsql
                SET search_path FROM CURRENT AS $$
                BEGIN
                    DELETE FROM item_notes WHERE item_id IN (SELECT id FROM deleted);
                    RETURN NULL;
                END
                $$
                """,
                "CREATE TRIGGER item_notes_follow_items AFTER DELETE ON items REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION notes_follow_items()",
            ])
    }
}
