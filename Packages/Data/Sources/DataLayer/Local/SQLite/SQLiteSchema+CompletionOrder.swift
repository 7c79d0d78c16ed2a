/// `--sort completed` seeks through an index of its own, as every other order does: a page of
/// done items by when they were completed reads its rows, not the whole table.
extension SQLiteSchema {
    static var completionOrder: SchemaMigration {
        SchemaMigration(
            version: 20, name: "items by when they were completed",
            statements: [
                "CREATE INDEX items_by_completed ON items (completed_at, id)",
                // Rows another program wrote since schema 19 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ])
    }
}
