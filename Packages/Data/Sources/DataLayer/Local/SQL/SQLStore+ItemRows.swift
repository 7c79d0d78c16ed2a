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

    /// The rows with these ids, in no particular order; `withNotes`, each carrying its notes.
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
        let wanted = WantedIDs(ids)
        let condition = wanted.condition("items.id", dialect: Connection.dialect)
        // SQLite reads the notes in a statement of their own, in the same process: the notes'
        // aggregate beside each row was a subquery per row, 12 of the 99 million instructions
        // of the reads a sync of 10,000 todos compares with (callgrind of the statements alone).
        // PostgreSQL keeps them in the same statement: one of their own was a round trip more.
        let notesApart = withNotes && Connection.dialect == .sqlite
        let notesBeside = withNotes && !notesApart
        let notes = notesApart ? try notesByItem(wanted) : [:]
        let notesColumn = Int32(StoredItem.Column.allCases.count)
        let aggregate =
            notesBeside ? ", " + StoredNote.aggregate(ofItem: "items.id", dialect: Connection.dialect) : ""
        try connection.run(
            "SELECT \(StoredItem.selection)\(aggregate) FROM items WHERE " + condition.sql, condition.values
        ) { row in
            let id = row.integer(StoredItem.Column.id)
            guard wanted.contains(id) else { return }
            let stored = StoredItem(row, tags: &tags)
            if notesApart { return body(id, notes[id].map(stored.carrying) ?? stored) }
            guard notesBeside, let text = row.optionalText(notesColumn) else { return body(id, stored) }
            body(id, stored.carrying(StoredNote.rows(inAggregate: text, ofItem: id)))
        }
    }

    /// The notes of the items `wanted` names, each item's in order.
    private func notesByItem(_ wanted: WantedIDs) throws -> [Int: [StoredNote]] {
        let condition = wanted.condition("item_id", dialect: Connection.dialect)
        var notes: [Int: [StoredNote]] = [:]
        try connection.run(
            "SELECT \(StoredNote.selection) FROM item_notes WHERE \(condition.sql) ORDER BY item_id, position",
            condition.values
        ) { row in
            let note = StoredNote(row)
            notes[note.itemID, default: []].append(note)
        }
        return notes
    }
}
