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
        var rows: [(id: Int, row: StoredItem)] = []
        rows.reserveCapacity(ids.count)
        try forEachStoredRow(withIDs: ids, withNotes: withNotes) { rows.append(($0, $1)) }
        return rows
    }

    /// The readable items with these ids, each carrying its notes, by id: what a refresh compares
    /// an API's records with. Read straight into the dictionary, without an array of rows, a
    /// list of records and a dictionary made from it in turn (callgrind: a sync of 10,000 todos,
    /// 139 -> 107 million instructions for this read).
    func readableItems(withIDs ids: [Int]) throws -> [Int: Item] {
        var items: [Int: Item] = [:]
        items.reserveCapacity(ids.count)
        try forEachStoredRow(withIDs: ids, withNotes: true) { id, row in
            if let item = row.item { items[id] = item }
        }
        return items
    }

    /// Calls `body` with each row with these ids and its id, as `storedRows` reads them.
    private func forEachStoredRow(
        withIDs ids: [Int], withNotes: Bool, _ body: (Int, StoredItem) -> Void
    ) throws {
        guard !ids.isEmpty else { return }
        var tags = StoredTagsMemo()
        let wanted = Connection.dialect.condition("items.id", isAnyOf: ids.map(String.init), of: .integer)
        let notes =
            withNotes ? ", " + StoredNote.aggregate(ofItem: "items.id", dialect: Connection.dialect) : ""
        let notesColumn = Int32(StoredItem.Column.allCases.count)
        try connection.run(
            "SELECT \(StoredItem.selection)\(notes) FROM items WHERE " + wanted.sql, [wanted.value]
        ) { row in
            let (id, stored) = (row.integer(StoredItem.Column.id), StoredItem(row, tags: &tags))
            guard withNotes, let text = row.optionalText(notesColumn) else { return body(id, stored) }
            body(id, stored.carrying(StoredNote.rows(inAggregate: text, ofItem: id)))
        }
    }
}
