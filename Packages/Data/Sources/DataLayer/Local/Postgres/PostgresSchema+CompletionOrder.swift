/// `--sort completed` seeks through an index of its own, as every other order does: a page of
/// done items by when they were completed reads its rows, not the whole table.
extension PostgresSchema {
    static var completionOrder: SchemaMigration {
        SchemaMigration(
            version: 14, name: "items by when they were completed",
            statements: ["CREATE INDEX items_by_completed ON items (completed_at, id)"])
    }
}
