import Domain

/// crew's schema on PostgreSQL, as a list of forward migrations; `crew_metadata` records how many
/// ran (`schema_version`). A migration is never edited once released: a new one is appended.
///
/// Everything lives in a schema of crew's own (`crew` unless told otherwise), so a database that
/// other applications use keeps their tables and crew's apart. The invariants are constraints, so
/// they hold however many clients write at once: a unique e-mail, an owner that exists, ids past
/// every id ever handed out (sequences). The Domain's rules that SQLite runs as SQL functions are
/// kept as data instead: `name_key` is the Domain's folded name, which search matches with LIKE
/// through a trigram index and `--sort name` orders by byte (collation "C").
enum PostgresSchema {
    /// The last migration's version, written out: opening a store compares with it, and building
    /// the list of migrations to read it cost every command (the store tests hold the two equal).
    static let latestVersion = 14

    /// Taken for the whole migration: two clients opening a new database at once do not both
    /// create it. "crew" in ASCII.
    static let migrationLock = 0x6372_6577
    /// Held by the one `crew sync` sending the database's outbox: "sync" in ASCII. Keys are the
    /// database's, so two schemas' senders also take turns (each waits seconds at most).
    static let sendingLock = 0x7379_6E63

    /// Where `{trigram operators}` stands in a statement: the schema that holds pg_trgm's
    /// operator class, read from the catalog (the extension may have been installed anywhere).
    static let trigramOperators = "{trigram operators}"

    static let migrations: [SchemaMigration] = [
        SchemaMigration(
            version: 1,
            name: "users, items with every field and an index for each filter and sort, and the journal",
            statements: [
                "CREATE TABLE crew_metadata (key text PRIMARY KEY, value text NOT NULL)",
                // Ids stop where the Domain's do (the largest integer a JSON number holds exactly).
                "CREATE SEQUENCE user_ids AS bigint MAXVALUE \(Identifier<User>.maximum)",
                "CREATE SEQUENCE item_ids AS bigint MAXVALUE \(Identifier<Item>.maximum)",
                """
                CREATE TABLE users (
                    id bigint PRIMARY KEY DEFAULT nextval('user_ids'),
                    name text NOT NULL,
                    email text NOT NULL CONSTRAINT users_email_unique UNIQUE
                )
                """,
                """
                CREATE TABLE items (
                    id bigint PRIMARY KEY DEFAULT nextval('item_ids'),
                    name text NOT NULL,
                    is_completed smallint NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
                    owner_id bigint CONSTRAINT items_owner_exists REFERENCES users (id) ON DELETE RESTRICT,
                    due integer,
                    priority smallint CHECK (priority IN (0, 1, 2)),
                    tags jsonb NOT NULL DEFAULT '[]',
                    created_at bigint,
                    completed_at bigint,
                    name_key text COLLATE "C" NOT NULL DEFAULT ''
                )
                """,
                "ALTER SEQUENCE user_ids OWNED BY users.id",
                "ALTER SEQUENCE item_ids OWNED BY items.id",
                // --pending / --done, in listing order (pending first, then by id).
                "CREATE INDEX items_by_status ON items (is_completed, id)",
                // --user (and unowned items), in listing order.
                "CREATE INDEX items_by_owner ON items (owner_id, is_completed, id)",
                // --overdue and --due-before: pending items by due day.
                "CREATE INDEX items_by_due ON items (is_completed, due, id)",
                // --sort due, priority, created, name (ties by id), either way.
                "CREATE INDEX items_by_due_day ON items (due, id)",
                "CREATE INDEX items_by_priority ON items (priority, id)",
                "CREATE INDEX items_by_created ON items (created_at, id)",
                "CREATE INDEX items_by_name_key ON items (name_key, id)",
                // --tag: containment of the tags' JSON array.
                "CREATE INDEX items_by_tags ON items USING gin (tags jsonb_path_ops)",
                // --search: any substring of three characters or more of the folded name.
                "CREATE INDEX items_by_name_trigrams ON items USING gin (name_key \(trigramOperators).gin_trgm_ops)",
                """
                CREATE TABLE cache_refreshes (
                    collection text PRIMARY KEY,
                    refreshed_at double precision NOT NULL
                )
                """,
                "CREATE TABLE journal (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, changed_at double precision NOT NULL)",
                """
                CREATE TABLE journal_rows (
                    step bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    entry_id bigint NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
                    entity text NOT NULL CHECK (entity IN ('user', 'item')),
                    record_id bigint NOT NULL,
                    before jsonb,
                    after jsonb
                )
                """,
                "CREATE INDEX journal_rows_by_entry ON journal_rows (entry_id, step)",
                // A change names its journal entry in the transaction-local setting
                // crew.journal_entry; while it is set, every row the change touches leaves its
                // images (the row as JSON, without the id and the folded name).
                """
                CREATE FUNCTION journal_step() RETURNS trigger LANGUAGE plpgsql
                SET search_path FROM CURRENT AS $$
                DECLARE
                    entry text := current_setting('crew.journal_entry', true);
                    before_image jsonb;
                    after_image jsonb;
                BEGIN
                    IF entry IS NULL OR entry = '' THEN
                        RETURN NULL;
                    END IF;
                    IF TG_OP <> 'INSERT' THEN
                        before_image := to_jsonb(OLD) - 'id' - 'name_key';
                    END IF;
                    IF TG_OP <> 'DELETE' THEN
                        after_image := to_jsonb(NEW) - 'id' - 'name_key';
                    END IF;
                    IF before_image IS NOT DISTINCT FROM after_image THEN
                        RETURN NULL;
                    END IF;
                    INSERT INTO journal_rows (entry_id, entity, record_id, before, after)
                    VALUES (entry::bigint, TG_ARGV[0],
                        CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END, before_image, after_image);
                    RETURN NULL;
                END
                $$
                """,
                "CREATE TRIGGER journal_items AFTER INSERT OR UPDATE OR DELETE ON items FOR EACH ROW EXECUTE FUNCTION journal_step('item')",
                "CREATE TRIGGER journal_users AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION journal_step('user')",
            ]),
        // A trigger per row ran PL/pgSQL 100,000 times for an import of 100,000 items (4.7 of its
        // 7.4 s on the server); a trigger per statement writes all of a statement's images in one
        // INSERT … SELECT over its transition tables. The images are the same.
        SchemaMigration(
            version: 2, name: "the journal records each statement's rows at once",
            statements: [
                "DROP TRIGGER journal_items ON items",
                "DROP TRIGGER journal_users ON users",
                "DROP FUNCTION journal_step()",
                journalFunction(
                    "journal_inserted",
                    "SELECT entry::bigint, TG_ARGV[0], n.id, NULL, to_jsonb(n) - 'id' - 'name_key' FROM inserted AS n ORDER BY n.id"
                ),
                journalFunction(
                    "journal_deleted",
                    "SELECT entry::bigint, TG_ARGV[0], o.id, to_jsonb(o) - 'id' - 'name_key', NULL FROM deleted AS o ORDER BY o.id"
                ),
                journalFunction(
                    "journal_updated",
                    """
                    SELECT entry::bigint, TG_ARGV[0], n.id, to_jsonb(o) - 'id' - 'name_key', to_jsonb(n) - 'id' - 'name_key'
                        FROM updated_before AS o JOIN updated_after AS n ON n.id = o.id
                        WHERE (to_jsonb(o) - 'id' - 'name_key') IS DISTINCT FROM (to_jsonb(n) - 'id' - 'name_key')
                        ORDER BY n.id
                    """),
                "CREATE TRIGGER journal_items_inserted AFTER INSERT ON items REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION journal_inserted('item')",
                "CREATE TRIGGER journal_items_updated AFTER UPDATE ON items REFERENCING OLD TABLE AS updated_before NEW TABLE AS updated_after FOR EACH STATEMENT EXECUTE FUNCTION journal_updated('item')",
                "CREATE TRIGGER journal_items_deleted AFTER DELETE ON items REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION journal_deleted('item')",
                "CREATE TRIGGER journal_users_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION journal_inserted('user')",
                "CREATE TRIGGER journal_users_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS updated_before NEW TABLE AS updated_after FOR EACH STATEMENT EXECUTE FUNCTION journal_updated('user')",
                "CREATE TRIGGER journal_users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION journal_deleted('user')",
            ]),
        // Every record gets its stable identity (`RecordIdentity`); the journal records what
        // kind of command made a change; the folded names, which the Domain now folds without
        // accents, are written again by `PostgresMigrator` after these statements (the folding
        // is Swift's, not the server's). The journal's images take the new column by themselves.
        SchemaMigration(
            version: 3, name: "stable identities, the kind of each change, and names folded without accents",
            statements: [
                "ALTER TABLE items ADD COLUMN uuid uuid",
                "UPDATE items SET uuid = gen_random_uuid()",
                "ALTER TABLE items ALTER COLUMN uuid SET NOT NULL",
                "CREATE UNIQUE INDEX items_by_uuid ON items (uuid)",
                "ALTER TABLE users ADD COLUMN uuid uuid",
                "UPDATE users SET uuid = gen_random_uuid()",
                "ALTER TABLE users ALTER COLUMN uuid SET NOT NULL",
                "CREATE UNIQUE INDEX users_by_uuid ON users (uuid)",
                "ALTER TABLE journal ADD COLUMN kind text NOT NULL DEFAULT 'edit'",
            ]),
        // Existing items get no notes and do not recur. The notes are kept as the text crew writes
        // (`ItemNotesJSON`, NULL for none), as SQLite keeps them; the journal's images take the new
        // columns by themselves.
        SchemaMigration(
            version: 4, name: "notes and recurrence",
            statements: [
                "ALTER TABLE items ADD COLUMN notes text",
                "ALTER TABLE items ADD COLUMN every text",
            ]),
        // An API's cache keeps the changes made while the API could not be reached (`OutboxStore`).
        SchemaMigration(
            version: 5, name: "the outbox of changes waiting for the API",
            statements: [
                OutboxSQL.createTable(idColumn: "number bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY")
            ]),
        // `--sort next` (the default report) pages by one expression of due day and priority.
        SchemaMigration(
            version: 6, name: "the next order",
            statements: [
                "CREATE INDEX items_by_next ON items (is_completed, (\(KeysetOrder.nextKey(columnsOf: ""))), id)"
            ]),
        // Existing items have no estimate (NULL); `--sort estimate` pages through its index.
        SchemaMigration(
            version: 7, name: "estimates",
            statements: [
                "ALTER TABLE items ADD COLUMN estimate bigint",
                "CREATE INDEX items_by_estimate ON items (estimate, id)",
            ]),
        // A server id near 2^53 − 1 is the server's: records made offline move to negative ids.
        SchemaMigration(
            version: 8, name: "provisional ids of their own kind",
            statements: ProvisionalIDMigration.statements(.postgres)),
        noteRecords,
        // A cache counts its writes and records the pages it holds as the API answered them.
        SchemaMigration(
            version: recordedPagesVersion, name: "pages recorded as the API answered them",
            statements: RecordedPagesSQL.createTables),
        lighterJournal,
        SchemaMigration(version: 12, name: "the outbox by record", statements: [OutboxSQL.indexByRecord]),
        authors, completionOrder,
    ]

    /// The first version that records a cache's pages (``RecordedPage``).
    static let recordedPagesVersion = 10

    /// A trigger function that, while a change names its journal entry (`crew.journal_entry`),
    /// writes the images `select` reads from a statement's transition tables.
    private static func journalFunction(_ name: String, _ select: String) -> String {
        """
        CREATE FUNCTION \(name)() RETURNS trigger LANGUAGE plpgsql
        SET search_path FROM CURRENT AS $$
        DECLARE
            entry text := current_setting('crew.journal_entry', true);
        BEGIN
            IF entry IS NULL OR entry = '' THEN
                RETURN NULL;
            END IF;
            INSERT INTO journal_rows (entry_id, entity, record_id, before, after)
            \(select);
            RETURN NULL;
        END
        $$
        """
    }

    /// The version after whose statements every item's folded name is written again.
    static let refoldingVersion = 3
}
