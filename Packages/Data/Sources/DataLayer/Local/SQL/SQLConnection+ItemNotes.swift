import Domain

/// The note rows of one item, as undo reads and restores them on either engine.
extension SQLConnection {
    /// The item's notes as its rows hold them, in order.
    func notes(ofItem id: Int) throws -> [StoredNote] {
        try rows(
            "SELECT \(StoredNote.selection) FROM item_notes WHERE item_id = ? ORDER BY position",
            [.integer(id)]
        ) { StoredNote($0) }
    }

    /// Whether the item's rows hold exactly `notes`.
    func itemHolds(_ id: Int, notes: [ItemNote]) throws -> Bool {
        let rows = try self.notes(ofItem: id)
        return rows.count == notes.count && zip(rows, notes).allSatisfy { $0.holds($1) }
    }

    /// Makes the item's note rows `notes`, numbered from 1: an undo putting back an image from
    /// before notes were rows of their own.
    func replaceNotes(ofItem id: Int, with notes: [ItemNote]) throws {
        try run("DELETE FROM item_notes WHERE item_id = ?", [.integer(id)])
        try runBatched(
            "INSERT INTO item_notes (item_id, position, written_at, text) VALUES ",
            notes.enumerated().map { StoredNote.values(of: $1, item: id, position: $0 + 1) })
    }
}
