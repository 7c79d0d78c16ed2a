/// The statements the migrations build their triggers from: the trigram search index and the
/// journal's row images. Kept apart from the list of migrations, which reads as the schema's history.
extension SQLiteSchema {
    /// The trigram index over `column` of `items`, and the triggers that keep it.
    static func searchIndex(over column: String, tokenize: String, guardingRenames: Bool) -> [String] {
        [
            "CREATE VIRTUAL TABLE items_search USING fts5(\(column), content = 'items', content_rowid = 'id', tokenize = '\(tokenize)')",
            "INSERT INTO items_search (items_search) VALUES ('rebuild')",
            """
            CREATE TRIGGER items_search_after_insert AFTER INSERT ON items BEGIN
                INSERT INTO items_search (rowid, \(column)) VALUES (new.id, new.\(column));
            END
            """,
            """
            CREATE TRIGGER items_search_after_delete AFTER DELETE ON items BEGIN
                INSERT INTO items_search (items_search, rowid, \(column)) VALUES ('delete', old.id, old.\(column));
            END
            """,
            searchRenameTrigger(over: column, guarded: guardingRenames),
        ]
    }

    /// Follows a rename into the trigram index (`guarded`: only when the value really changed).
    static func searchRenameTrigger(over column: String, guarded: Bool) -> String {
        """
        CREATE TRIGGER items_search_after_rename AFTER UPDATE OF \(column) ON items
        \(guarded ? "WHEN old.\(column) IS NOT new.\(column) " : "")BEGIN
            INSERT INTO items_search (items_search, rowid, \(column)) VALUES ('delete', old.id, old.\(column));
            INSERT INTO items_search (rowid, \(column)) VALUES (new.id, new.\(column));
        END
        """
    }

    /// The triggers that write the image (`image("old")`, `image("new")`) of every `entity` row a
    /// journaled change inserts, updates or deletes, under the entry `journal_open` names.
    ///
    /// No `WHEN EXISTS (SELECT 1 FROM journal_open)`: the insert selects from `journal_open`, so
    /// outside a journaled change it writes nothing anyway, and SQLite parses every trigger with
    /// the schema at each open: the nine subqueries were a quarter of that (520 → 388 µs an open,
    /// medians of 9 × 200 opens), where writing unjournaled rows costs 0.2 µs more a row.
    static func journalTriggers(_ entity: JournalEntity, image: (String) -> String) -> [String] {
        [
            ("insert", "INSERT", "new.id", "NULL", image("new")),
            ("update", "UPDATE", "new.id", image("old"), image("new")),
            ("delete", "DELETE", "old.id", image("old"), "NULL"),
        ].map { name, event, id, before, after in
            """
            CREATE TRIGGER journal_\(entity.rawValue)_\(name) AFTER \(event) ON \(entity.table) BEGIN
                INSERT INTO journal_rows (entry_id, entity, record_id, before, after)
                SELECT entry_id, '\(entity.rawValue)', \(id), \(before), \(after) FROM journal_open;
            END
            """
        }
    }

    static func dropJournalTriggers(_ entity: JournalEntity) -> [String] {
        ["insert", "update", "delete"].map { "DROP TRIGGER journal_\(entity.rawValue)_\($0)" }
    }

    /// What is written from the item's column list (`StoredItem.Column`) rather than by any one
    /// migration: the journal's item triggers (today's image) and the status index that carries
    /// every column a listing reads (so a listing reads the index alone), each with its name.
    /// After the migrations run to the latest version, each one whose definition differs is
    /// written again, so a migration that adds a column adds just the column.
    static var writtenFromColumns: [(name: String, statement: String)] {
        let triggers = journalTriggers(.item, image: JournalImage.currentItemImage)
        let leading = ["is_completed", "id", "owner_id", "name"]
        let carried = leading + StoredItem.Column.allCases.map(\.name).filter { !leading.contains($0) }
        return zip(["insert", "update", "delete"], triggers).map { ("journal_item_\($0)", $1) } + [
            ("items_by_status", "CREATE INDEX items_by_status ON items (\(carried.joined(separator: ", ")))")
        ]
    }
}
