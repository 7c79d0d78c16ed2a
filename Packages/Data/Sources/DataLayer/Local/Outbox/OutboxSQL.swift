/// The outbox's table, the same on SQLite and PostgreSQL: one row per waiting change, in order
/// (`number`), those one command made under one `batch` (undone together), each item (or user:
/// `entity`; its id is in `item_id` all the same) kept as crew's JSON object (``ItemJSON``), the conflict as the fields'
/// names and the server's record.
enum OutboxSQL {
    static func createTable(idColumn: String) -> String {
        """
        CREATE TABLE outbox (
            \(idColumn),
            batch BIGINT NOT NULL,
            entity TEXT NOT NULL DEFAULT 'item' CHECK (entity IN ('item', 'user')),
            action TEXT NOT NULL CHECK (action IN ('create', 'update', 'remove')),
            item_id BIGINT NOT NULL,
            base TEXT,
            record TEXT,
            conflicts TEXT,
            theirs TEXT
        )
        """
    }

    static let select =
        "SELECT number, action, base, record, conflicts, theirs, batch, entity FROM outbox ORDER BY number"
}
