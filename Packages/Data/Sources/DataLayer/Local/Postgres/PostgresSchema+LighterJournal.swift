/// Schema 11 of PostgreSQL's migrations (`PostgresSchema.migrations`), written apart from the list.
extension PostgresSchema {
    /// What the journal costs a one-row change in a new session, made smaller.
    ///
    /// An update's images are written row by row again (inserts and deletes keep their trigger per
    /// statement, which schema 2 measured for imports). The trigger per statement cost a `done`
    /// 0.2 to 0.3 ms of the server's time: a new session plans its `INSERT … SELECT`
    /// joining the two transition tables, and fills them, where a trigger per row inserts one row
    /// of values (first journaled update of a session, median of 21: 2.44 → 2.26 ms). An update of
    /// 100,000 items took as long either way (8.1 and 9.6 s per statement, 7.5 and 10.7 s per row;
    /// the server's indexes dominate). The `WHEN` clause spares the call for a row written exactly
    /// as it was; one that differs only in its folded name still leaves no step, as before.
    ///
    /// A step's entry is checked at the commit: a change names its entry by an id drawn from the
    /// journal's sequence and writes the entry's row at its closing, only if a step names it
    /// (`PostgresConnection.openJournalEntry`).
    static var lighterJournal: SchemaMigration {
        SchemaMigration(
            version: 11,
            name: "the journal records an update row by row, and checks a step's entry at the commit",
            statements: [
                "DROP TRIGGER journal_items_updated ON items",
                "DROP TRIGGER journal_users_updated ON users",
                "DROP TRIGGER journal_notes_updated ON item_notes",
                "DROP FUNCTION journal_updated()",
                """
                CREATE FUNCTION journal_updated() RETURNS trigger LANGUAGE plpgsql
                SET search_path FROM CURRENT AS $$
                DECLARE
                    entry text := current_setting('crew.journal_entry', true);
                    before_image jsonb;
                    after_image jsonb;
                BEGIN
                    IF entry IS NULL OR entry = '' THEN
                        RETURN NULL;
                    END IF;
                    before_image := to_jsonb(OLD) - 'id' - 'name_key';
                    after_image := to_jsonb(NEW) - 'id' - 'name_key';
                    IF before_image IS DISTINCT FROM after_image THEN
                        INSERT INTO journal_rows (entry_id, entity, record_id, before, after)
                        VALUES (entry::bigint, TG_ARGV[0], NEW.id, before_image, after_image);
                    END IF;
                    RETURN NULL;
                END
                $$
                """,
                updateTrigger("journal_items_updated", on: "items", entity: "item"),
                updateTrigger("journal_users_updated", on: "users", entity: "user"),
                updateTrigger("journal_notes_updated", on: "item_notes", entity: "note"),
                "ALTER TABLE journal_rows ALTER CONSTRAINT journal_rows_entry_id_fkey DEFERRABLE INITIALLY DEFERRED",
            ])
    }

    private static func updateTrigger(_ name: String, on table: String, entity: String) -> String {
        "CREATE TRIGGER \(name) AFTER UPDATE ON \(table) FOR EACH ROW "
            + "WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION journal_updated('\(entity)')"
    }
}
