import Domain

/// Items read by id, as a change, `items show` and a search's later pages read them.
extension SQLStore {
    /// The records with these ids, each carrying its notes.
    func records(withIDs ids: [Item.ID]) throws -> ItemRecords {
        var records = ItemRecords(items: [])
        for stored in try storedRows(withIDs: ids.map { $0.rawValue }, withNotes: true) {
            records.add(stored.row)
        }
        return records
    }

    /// The rows with these ids, in no particular order; `withNotes`, each carrying its notes,
    /// read in the same statement (`StoredNote.aggregate`): on PostgreSQL a statement of their
    /// own was a round trip more for every change.
    func storedRows(withIDs ids: [Int], withNotes: Bool = false) throws -> [(
        id: Int, row: StoredItem
    )] {
        guard !ids.isEmpty else { return [] }
        var tags = StoredTagsMemo()
        let wanted = Connection.dialect.condition("items.id", isAnyOf: ids.map(String.init), of: .integer)
        let notes =
            withNotes ? ", " + StoredNote.aggregate(ofItem: "items.id", dialect: Connection.dialect) : ""
        let notesColumn = Int32(StoredItem.Column.allCases.count)
        return try connection.rows(
            "SELECT \(StoredItem.selection)\(notes) FROM items WHERE " + wanted.sql, [wanted.value]
        ) { row in
            let (id, stored) = (row.integer(StoredItem.Column.id), StoredItem(row, tags: &tags))
            guard withNotes, let text = row.optionalText(notesColumn) else { return (id, stored) }
            return (id, stored.carrying(StoredNote.rows(inAggregate: text, ofItem: id)))
        }
    }
}
