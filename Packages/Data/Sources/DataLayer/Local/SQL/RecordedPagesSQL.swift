/// The tables of the pages a cache holds as the API answered them (``RecordedPage``), the same on
/// SQLite and PostgreSQL: `cache_writes` counts the cache's write transactions (one row), and
/// each recorded page names its listing, its span of ids, its answer's digest, its counts, and
/// the count of writes at which the cache held it.
enum RecordedPagesSQL {
    static let createTables = [
        "CREATE TABLE cache_writes (generation BIGINT NOT NULL)",
        "INSERT INTO cache_writes (generation) VALUES (0)",
        """
        CREATE TABLE recorded_pages (
            listing TEXT NOT NULL,
            first_id BIGINT NOT NULL,
            last_id BIGINT NOT NULL,
            answer TEXT NOT NULL,
            kept BIGINT NOT NULL,
            skipped BIGINT NOT NULL,
            generation BIGINT NOT NULL,
            PRIMARY KEY (listing, first_id)
        )
        """,
    ]
}
