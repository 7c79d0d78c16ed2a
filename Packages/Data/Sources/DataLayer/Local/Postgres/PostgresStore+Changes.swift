import Domain

extension PostgresStore {
    /// How many changes the journal keeps; older entries are dropped as new ones come.
    static let journalCapacity = 1_000

    /// Runs `body` as one change: one serializable transaction which, in a store that keeps a
    /// journal, opens a journal entry first and names it in `crew.journal_entry`, so that the
    /// triggers record the image of every row `body` touches. A change that changed nothing
    /// leaves no entry. `body` may run more than once (see `PostgresConnection.transaction`).
    func change<Result>(kind: ChangeKind = .edit, _ body: () throws -> Result) throws -> Result {
        try access {
            try connection.transaction {
                guard keepsJournal else { return try body() }
                guard
                    let entry = try connection.integer(
                        "INSERT INTO journal (changed_at, kind) VALUES ($1, $2) RETURNING id",
                        [.real(now().timeIntervalSince1970), .text(kind.rawValue)])
                else {
                    throw PostgresFailure(sqlState: "XX000", message: "no journal entry", constraint: nil)
                }
                try connection.run(
                    "SELECT set_config('crew.journal_entry', $1, true)", [.text(String(entry))])
                let result = try body()
                try connection.run("SELECT set_config('crew.journal_entry', '', true)")
                // A row written as it was (done again, the same name) is no change to undo.
                try connection.run(
                    "DELETE FROM journal_rows WHERE entry_id = $1 AND before IS NOT DISTINCT FROM after",
                    [.integer(entry)])
                if try connection.integer(
                    "SELECT count(*) FROM (SELECT 1 FROM journal_rows WHERE entry_id = $1 LIMIT 1) AS touched",
                    [.integer(entry)]) == 1
                {
                    // The last `journalCapacity` changes are kept, however many ids empty ones used.
                    try connection.run(
                        "DELETE FROM journal WHERE id <= (SELECT id FROM journal ORDER BY id DESC LIMIT 1 OFFSET $1)",
                        [.integer(Self.journalCapacity)])
                } else {
                    try connection.run("DELETE FROM journal WHERE id = $1", [.integer(entry)])
                }
                return result
            }
        }
    }

    /// Ids as one PostgreSQL array value (`{1,2,3}`), bound as a single parameter.
    static func array(_ ids: [Int]) -> SQLValue {
        .text("{" + ids.map(String.init).joined(separator: ",") + "}")
    }
}
