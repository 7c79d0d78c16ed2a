/// crew's schema as a list of forward migrations; `PRAGMA user_version` records how many ran.
///
/// A migration is never edited once released: a new one is appended. Opening a database runs
/// the missing ones in one transaction, so a crash leaves the previous version intact.
enum SQLiteSchema {
    /// `PRAGMA application_id`: "crew" in ASCII. Marks a file as ours before any table is read.
    static let applicationID: Int32 = 0x6372_6577
    /// The last migration's, written out so that an open need not build the list (tests hold it).
    static let latestVersion = 20

    /// The first version with `crew_metadata` and the change journal.
    static let journalVersion = 3

    static let migrations: [SchemaMigration] = [
        SchemaMigration(
            version: 1, name: "users and items, with an index for every filter the CLI offers",
            statements: [
                """
                CREATE TABLE users (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    email TEXT NOT NULL UNIQUE
                )
                """,
                """
                CREATE TABLE items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    is_completed INTEGER NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
                    owner_id INTEGER REFERENCES users (id) ON DELETE RESTRICT
                )
                """,
                // --pending / --done, in listing order (pending first, then by id).
                "CREATE INDEX items_by_status ON items (is_completed, id)",
                // --user ID (and unowned items), in listing order.
                "CREATE INDEX items_by_owner ON items (owner_id, is_completed, id)",
            ]),
        // Trigram: any substring of three characters or more is found through the index.
        SchemaMigration(
            version: 2,
            name: "full-text search over item names, and when each cached collection was refreshed",
            statements: searchIndex(over: "name", tokenize: "trigram", guardingRenames: false) + [
                "CREATE TABLE cache_refreshes (collection TEXT PRIMARY KEY, refreshed_at REAL NOT NULL)"
            ]),
        // Triggers write a row image of every record a change touches, in the change's own
        // transaction, while `journal_open` names the entry being written; outside a journaled
        // change (a cache refresh, an undo) it is empty.
        SchemaMigration(
            version: 3,
            name:
                "what the database holds (local data or one API's cache), and the journal crew undo walks back",
            statements: [
                "CREATE TABLE crew_metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
                "CREATE TABLE journal (id INTEGER PRIMARY KEY AUTOINCREMENT, changed_at REAL NOT NULL)",
                // A step of a change: the record's image before and after it (NULL: it did not exist).
                "CREATE TABLE journal_rows (entry_id INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE, "
                    + "entity TEXT NOT NULL CHECK (entity IN ('user', 'item')), record_id INTEGER NOT NULL, "
                    + "before TEXT, after TEXT)",
                "CREATE INDEX journal_rows_by_entry ON journal_rows (entry_id)",
                "CREATE TABLE journal_open (entry_id INTEGER NOT NULL)",
            ]
                + journalTriggers(.item, image: JournalImage.itemImageOfVersion3)
                + journalTriggers(.user, image: JournalImage.userImages[1])),
        // An UPDATE that sets every column, as completing an item does, no longer rewrites its
        // trigrams.
        SchemaMigration(
            version: 4, name: "the full-text index follows a rename only when the name really changed",
            statements: [
                "DROP TRIGGER items_search_after_rename",
                searchRenameTrigger(over: "name", guarded: true),
            ]),
        // SQLite's share of listing a million items halves; the file grows by about one more copy
        // of the names.
        SchemaMigration(
            version: 5, name: "the status index carries every column a listing shows",
            statements: [
                "DROP INDEX items_by_status",
                "CREATE INDEX items_by_status ON items (is_completed, id, owner_id, name)",
            ]),
        // Existing rows keep everything and get no due day, no priority, no tags and no
        // timestamps (crew cannot know when they were made). Tags live in the row, as a sorted
        // JSON array, and in `item_tags`, which indexes them for --tag; `name_key` is the
        // Domain's folded name, which --sort name orders by.
        SchemaMigration(
            version: 6,
            name:
                "due days, priorities, tags and timestamps, each with the index that filters or sorts by it",
            statements: [
                "ALTER TABLE items ADD COLUMN due INTEGER",
                "ALTER TABLE items ADD COLUMN priority INTEGER CHECK (priority IN (0, 1, 2))",
                "ALTER TABLE items ADD COLUMN tags TEXT NOT NULL DEFAULT '[]'",
                "ALTER TABLE items ADD COLUMN created_at INTEGER",
                "ALTER TABLE items ADD COLUMN completed_at INTEGER",
                "ALTER TABLE items ADD COLUMN name_key TEXT NOT NULL DEFAULT ''",
                "UPDATE items SET name_key = crew_fold(name)",
                // A listing shows every column: the status index carries them all, so that listing
                // still reads the index alone (the file grows by about one more copy of the rows).
                "DROP INDEX items_by_status",
                "CREATE INDEX items_by_status ON items (is_completed, id, owner_id, name, due, priority, tags, created_at, completed_at)",
                // --overdue and --due-before: pending items by due day.
                "CREATE INDEX items_by_due ON items (is_completed, due, id)",
                // --sort due, priority, created, name (ties by id), either way.
                "CREATE INDEX items_by_due_day ON items (due, id)",
                "CREATE INDEX items_by_priority ON items (priority, id)",
                "CREATE INDEX items_by_created ON items (created_at, id)",
                "CREATE INDEX items_by_name_key ON items (name_key, id)",
                "CREATE TABLE item_tags (tag TEXT NOT NULL, item_id INTEGER NOT NULL, PRIMARY KEY (tag, item_id)) WITHOUT ROWID",
                """
                CREATE TRIGGER item_tags_after_insert AFTER INSERT ON items BEGIN
                    INSERT INTO item_tags (tag, item_id) SELECT value, new.id FROM json_each(new.tags);
                END
                """,
                """
                CREATE TRIGGER item_tags_after_update AFTER UPDATE OF tags ON items
                WHEN old.tags IS NOT new.tags BEGIN
                    DELETE FROM item_tags WHERE item_id = old.id;
                    INSERT INTO item_tags (tag, item_id) SELECT value, new.id FROM json_each(new.tags);
                END
                """,
                """
                CREATE TRIGGER item_tags_after_delete AFTER DELETE ON items BEGIN
                    DELETE FROM item_tags WHERE item_id = old.id;
                END
                """,
                // The journal's item images carry the new fields, so undo puts them back too.
            ] + dropJournalTriggers(.item) + journalTriggers(.item, image: JournalImage.itemImageOfVersion6)),
        // The trigram index held the names as written and folded them by SQLite's own rules, which
        // are not the Domain's: "İstanbul" folds to "istanbul" there and to "i̇stanbul" (with a
        // combining dot) in the Domain, so a search for "i̇s" missed it. The index now holds the
        // Domain's folded names (`name_key`), compared as they are, and a query is folded the
        // same way: the index finds every name the Domain's rule matches.
        SchemaMigration(
            version: 7, name: "the full-text index holds the names as the Domain folds them",
            statements: [
                "DROP TRIGGER items_search_after_insert",
                "DROP TRIGGER items_search_after_delete",
                "DROP TRIGGER items_search_after_rename",
                "DROP TABLE items_search",
                // Rows another program wrote since schema 6 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ] + searchIndex(over: "name_key", tokenize: "trigram case_sensitive 1", guardingRenames: true)),
        // `item_tags` is keyed by (tag, item_id) for --tag; the triggers that keep it delete by
        // item_id, once per row an update or a delete touches, which walked the whole table: the
        // undo of a 40,000-item import of tagged items took 40 s and held the write lock for it.
        SchemaMigration(
            version: 8, name: "an index that finds an item's tags, for the statements that delete them",
            statements: [
                "CREATE INDEX item_tags_by_item ON item_tags (item_id)",
                // Rows another program wrote since schema 7 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ]),
        // Every record gets its stable identity (`RecordIdentity`), which backups and the API
        // outbox find it by; the journal records what kind of command made a change (an import
        // reads as one); and the folded names fold accents too, as the Domain now does.
        SchemaMigration(
            version: 9, name: "stable identities, the kind of each change, and names folded without accents",
            statements: [
                "ALTER TABLE items ADD COLUMN uuid TEXT",
                "UPDATE items SET uuid = crew_uuid()",
                "CREATE UNIQUE INDEX items_by_uuid ON items (uuid)",
                "ALTER TABLE users ADD COLUMN uuid TEXT",
                "UPDATE users SET uuid = crew_uuid()",
                "CREATE UNIQUE INDEX users_by_uuid ON users (uuid)",
                "ALTER TABLE journal ADD COLUMN kind TEXT NOT NULL DEFAULT 'edit'",
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
                // A listing reads the identity too: the status index carries it, so that a listing
                // still reads the index alone.
                "DROP INDEX items_by_status",
                "CREATE INDEX items_by_status ON items (is_completed, id, owner_id, name, due, priority, tags, created_at, completed_at, uuid)",
            ] + dropJournalTriggers(.item) + dropJournalTriggers(.user)
                + journalTriggers(.item, image: JournalImage.itemImageOfVersion9)
                + journalTriggers(.user, image: JournalImage.userImages[0])),
        // Existing items get no notes and do not recur. Both live in the row (the notes as
        // `ItemNotesJSON`, NULL for none), so a change to them is journaled and undone as any other.
        SchemaMigration(
            version: 10, name: "notes and recurrence",
            statements: [
                "ALTER TABLE items ADD COLUMN notes TEXT",
                "ALTER TABLE items ADD COLUMN every TEXT",
                // Rows another program wrote since schema 9 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
                // A listing reads the row's columns through the status index alone: it carries
                // these too (NULL for an item without notes that does not recur, which is a byte).
                "DROP INDEX items_by_status",
                "CREATE INDEX items_by_status ON items (is_completed, id, owner_id, name, due, priority, tags, created_at, completed_at, uuid, notes, every)",
            ] + dropJournalTriggers(.item) + journalTriggers(.item, image: JournalImage.itemImageOfVersion10)),
        // An API's cache keeps the changes made while the API could not be reached, in order,
        // until `crew sync` sends them (`OutboxStore`); local data never has any.
        SchemaMigration(
            version: 11, name: "the outbox of changes waiting for the API",
            statements: [
                OutboxSQL.createTable(idColumn: "number INTEGER PRIMARY KEY AUTOINCREMENT"),
                // Rows another program wrote since schema 10 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ]),
        // `--sort next` (the default report) pages by one expression of due day and priority:
        // an index on that expression, so it reads a page, not the table.
        SchemaMigration(
            version: 12, name: "the next order",
            statements: [
                "CREATE INDEX items_by_next ON items (is_completed, \(KeysetOrder.nextKey(columnsOf: "")), id)",
                // Rows another program wrote since schema 11 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ]),
        // Existing items have no estimate (NULL); `--sort estimate` pages through its index.
        SchemaMigration(
            version: 13, name: "estimates",
            statements: [
                "ALTER TABLE items ADD COLUMN estimate INTEGER",
                "CREATE INDEX items_by_estimate ON items (estimate, id)",
                // Rows another program wrote since schema 12 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ]),
        // A server id near 2^53 − 1 is the server's: records made offline move to negative ids.
        SchemaMigration(
            version: 14, name: "provisional ids of their own kind",
            statements: ProvisionalIDMigration.statements(.sqlite) + [
                // Rows another program wrote since schema 13 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)"
            ]),
        noteRecords,
        // The journal's triggers without their WHEN (`journalTriggers`); the item's are written
        // again from the column list after the migrations (`writtenFromColumns`).
        SchemaMigration(
            version: 16, name: "journal triggers that open faster",
            statements: dropJournalTriggers(.user) + journalTriggers(.user, image: JournalImage.userImages[0])
                + dropJournalTriggers(.note) + journalTriggers(.note, image: JournalImage.noteImages[0]) + [
                    // Rows another program wrote since schema 15 have no folded name yet.
                    "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)"
                ]),
        // A cache counts its writes and records the pages it holds as the API answered them.
        SchemaMigration(
            version: recordedPagesVersion, name: "pages recorded as the API answered them",
            statements: RecordedPagesSQL.createTables + [
                // Rows another program wrote since schema 16 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)"
            ]),
        SchemaMigration(
            version: 18, name: "the outbox by record",
            statements: [
                OutboxSQL.indexByRecord,
                // Rows another program wrote since schema 17 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ]),
        authors, completionOrder,
    ]

    /// The first version that records a cache's pages (``RecordedPage``).
    static let recordedPagesVersion = 17
}
