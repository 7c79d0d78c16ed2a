/// How SQLite hands out ids: AUTOINCREMENT, whose `sqlite_sequence` entry follows every id
/// inserted, so a new id is past every one the table ever held.
extension SQLiteConnection {
    /// The write lock is held, so nobody else takes an id meanwhile.
    public func highestID(in table: String) throws -> Int {
        try integer(
            "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = ?), 0), "
                + "coalesce((SELECT max(id) FROM \(table)), 0))", [.text(table)]) ?? 0
    }

    /// `sqlite_sequence` already moved with the insert.
    public func handedOut(upTo id: Int, in table: String) throws {}
}
