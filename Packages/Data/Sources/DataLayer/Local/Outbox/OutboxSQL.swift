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

    /// The changes waiting for one record, found without reading the whole outbox: settling each
    /// of 25,000 waiting changes read all of them (a sync spent 76 s of CPU on it).
    static let indexByRecord = "CREATE INDEX outbox_by_record ON outbox (entity, item_id, number)"

    /// Every waiting change, oldest first.
    static let select = selectColumns + " ORDER BY number"
    /// One waiting change, by its number.
    static let selectNumbered = selectColumns + " WHERE number = ?"
    /// The changes waiting for one item, oldest first.
    static let selectOfItem = selectColumns + " WHERE entity = 'item' AND item_id = ? ORDER BY number"

    private static let selectColumns =
        "SELECT number, action, base, record, conflicts, theirs, batch, entity FROM outbox"
}
