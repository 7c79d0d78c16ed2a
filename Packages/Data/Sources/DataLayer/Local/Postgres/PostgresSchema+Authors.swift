/// Who made each change: the journal's entries get an author (the client's `me` or login name)
/// and the session's role, which the server writes itself (a trigger, whatever the client sent),
/// so that no client can claim another role. Entries written before it are "unknown", with no role.
extension PostgresSchema {
    /// The first version whose journal records authors.
    static let authorsVersion = 13

    static var authors: SchemaMigration {
        SchemaMigration(
            version: authorsVersion, name: "the author and role of each change",
            statements: [
                "ALTER TABLE journal ADD COLUMN author text NOT NULL DEFAULT '\(ChangeAuthorColumn.unknown)'",
                "ALTER TABLE journal ADD COLUMN role text",
                """
                CREATE FUNCTION journal_role() RETURNS trigger LANGUAGE plpgsql
                SET search_path FROM CURRENT AS $$
                BEGIN
                    NEW.role := current_user;
                    RETURN NEW;
                END
                $$
                """,
                "CREATE TRIGGER journal_role BEFORE INSERT OR UPDATE ON journal FOR EACH ROW EXECUTE FUNCTION journal_role()",
            ])
    }
}
