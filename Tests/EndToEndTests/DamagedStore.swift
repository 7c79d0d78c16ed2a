import DataTestSupport
import Foundation

/// A store of three items and one user that another tool then damaged the way a teammate's
/// script could: item 2's name holds a tab, item 3 has an empty note, user 1's email has no @.
/// The same damage on SQLite and PostgreSQL, so a backup's refusal and an undo's restore are
/// checked on both engines.
struct DamagedStore {
    let sandbox: Sandbox
    let database: PostgresDatabase?
    let location: String

    init(_ sandbox: Sandbox, engine: String) throws {
        self.sandbox = sandbox
        database = engine == "postgres" ? try PostgresDatabase() : nil
        location = database?.url ?? sandbox.path("damaged.sqlite3")
    }

    @discardableResult func crew(_ arguments: [String]) throws -> ProgramRun {
        try sandbox.crew(["--store", location] + arguments)
    }

    /// Runs SQL against the store's tables, written once with PostgreSQL's `chr`.
    func query(_ sql: String) throws -> String {
        if let database {
            // psql prints the SET's tag before the rows.
            return try database.query("SET search_path TO crew; " + sql).split(separator: "\n")
                .dropFirst().joined(separator: "\n")
        }
        return try sandbox.query(location, sql.replacingOccurrences(of: "chr(9)", with: "char(9)"))
    }

    func addRecords() throws {
        for name in ["good", "bad", "n"] { try crew(["add", name]) }
        try crew(["users", "add", "Ann Lee", "ann@example.org"])
    }

    func damage() throws {
        _ = try query(
            """
            UPDATE items SET name = 'a' || chr(9) || 'b' WHERE id = 2;
            INSERT INTO item_notes (item_id, position, written_at, text) VALUES (3, 1, 0, '');
            UPDATE users SET email = 'nobody' WHERE id = 1;
            """)
    }
}
