/// crew's schema as a list of forward migrations; `PRAGMA user_version` records how many ran.
///
/// A migration is never edited once released: a new one is appended. Opening a database runs
/// the missing ones in one transaction, so a crash leaves the previous version intact.
enum SQLiteSchema {
    /// `PRAGMA application_id`: "crew" in ASCII. Marks a file as ours before any table is read.
    static let applicationID: Int32 = 0x6372_6577

    static let latestVersion = migrations.count

    static let migrations: [[String]] = [
        // 1: users and items, with an index for every filter the CLI offers.
        [
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
        ],
        // 2: full-text search over item names (trigram: any substring of three characters or
        // more is found through the index) and the time each cached collection was refreshed.
        [
            """
            CREATE VIRTUAL TABLE items_search USING fts5(
                name, content = 'items', content_rowid = 'id', tokenize = 'trigram'
            )
            """,
            "INSERT INTO items_search (items_search) VALUES ('rebuild')",
            """
            CREATE TRIGGER items_search_after_insert AFTER INSERT ON items BEGIN
                INSERT INTO items_search (rowid, name) VALUES (new.id, new.name);
            END
            """,
            """
            CREATE TRIGGER items_search_after_delete AFTER DELETE ON items BEGIN
                INSERT INTO items_search (items_search, rowid, name) VALUES ('delete', old.id, old.name);
            END
            """,
            """
            CREATE TRIGGER items_search_after_rename AFTER UPDATE OF name ON items BEGIN
                INSERT INTO items_search (items_search, rowid, name) VALUES ('delete', old.id, old.name);
                INSERT INTO items_search (rowid, name) VALUES (new.id, new.name);
            END
            """,
            """
            CREATE TABLE cache_refreshes (
                collection TEXT PRIMARY KEY,
                refreshed_at REAL NOT NULL
            )
            """,
        ],
    ]
}
