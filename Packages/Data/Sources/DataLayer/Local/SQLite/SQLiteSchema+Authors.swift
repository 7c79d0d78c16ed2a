/// Who made each change: the journal's entries get an author. Entries written before it are
/// "unknown"; a store written by an older crew is migrated when it is opened.
extension SQLiteSchema {
    /// The first version whose journal records authors.
    static let authorsVersion = 19

    static var authors: SchemaMigration {
        SchemaMigration(
            version: authorsVersion, name: "the author of each change",
            statements: [
                "ALTER TABLE journal ADD COLUMN author TEXT NOT NULL DEFAULT '\(ChangeAuthorColumn.unknown)'",
                // Rows another program wrote since schema 18 have no folded name yet.
                "UPDATE items SET name_key = crew_fold(name) WHERE name_key IS NOT crew_fold(name)",
            ])
    }
}
