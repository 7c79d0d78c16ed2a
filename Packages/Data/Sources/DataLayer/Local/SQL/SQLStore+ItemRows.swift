import Domain

/// Items read by id, as a change, `items show` and a search's later pages read them.
extension SQLStore {
    /// The records `target` names, each carrying its notes: a filter's are every row its query
    /// admits, read inside the caller's transaction (a write's, so what it changes is what it
    /// chose). A filter naming a user who does not exist is `DomainError.userNotFound`, as its
    /// listing is, not a choice of nothing.
    func records(_ target: ItemTarget) throws -> ItemRecords {
        switch target {
        case .ids(let ids):
            return try records(withIDs: ids)
        case .matching(let filter):
            var records = try records(withIDs: try ids(matching: filter))
            records.items.sort { $0.id.rawValue < $1.id.rawValue }
            records.damaged.sort { $0.id.rawValue < $1.id.rawValue }
            return records
        }
    }

    /// The ids of every row `filter` admits, read in the caller's transaction, in id order. A
    /// filter naming a user who does not exist is `DomainError.userNotFound`.
    func ids(matching filter: ItemFilter) throws -> [Item.ID] {
        if case .user(let owner) = filter.owner { try requireOwners([owner]) }
        let query = ItemQuerySQL.ids(matching: filter, in: Int.min...Int.max, dialect: Connection.dialect)
        var ids: [Item.ID] = []
        try connection.run(query.sql, query.values) { row in
            if let id = Item.ID(rawValue: row.integer(0)) { ids.append(id) }
        }
        return ids.sorted { $0.rawValue < $1.rawValue }
    }

    /// The records with these ids, each carrying its notes.
    func records(withIDs ids: [Item.ID]) throws -> ItemRecords {
        var records = ItemRecords(items: [])
        // An array grown by doubling held up to twice the items read (heaptrack, 100,000 ids).
        records.items.reserveCapacity(ids.count)
        // Each row is taken as it is read: an array of the rows beside the records made of them
        // held both (19 MB beside 16 MB for a removal of 100,000 ids on PostgreSQL).
        try forEachStoredRow(withIDs: ids.map { $0.rawValue }, withNotes: true) { _, row in records.add(row) }
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
        if withNotes, Connection.dialect == .sqlite {
            return try forEachStoredRowWithNotesBelow(WantedIDs(ids), body)
        }
        var tags = StoredTagsMemo()
        for chunk in Self.readsByID(ids) {
            try forEachStoredRow(WantedIDs(chunk), withNotes: withNotes, tags: &tags, body)
        }
    }

    /// `ids` in the pieces one statement reads. Inside a change, PostgreSQL's rows come as one
    /// result (its start waits to go with the read), held whole in memory: 100,000 rows were
    /// 30 MB beside the items made of them, so it reads them 2,000 at a time, sorted; SQLite
    /// steps through its rows and reads them in one statement.
    private static func readsByID(_ ids: [Int]) -> [[Int]] {
        guard Connection.dialect == .postgres, ids.count > postgresRowsReadAtOnce else { return [ids] }
        let sorted = ids.sorted()
        return stride(from: 0, to: sorted.count, by: postgresRowsReadAtOnce).map {
            Array(sorted[$0..<min($0 + postgresRowsReadAtOnce, sorted.count)])
        }
    }

    /// Which of `ids` name a stored row, reading the ids alone: a bulk change checks every id
    /// before its first batch, and rows read whole for it were 19 MB for 100,000 ids.
    func storedIDs(among ids: [Int]) throws -> Set<Int> {
        var found = Set<Int>()
        found.reserveCapacity(ids.count)
        for chunk in Self.readsByID(ids) where !chunk.isEmpty {
            let wanted = WantedIDs(chunk)
            let condition = wanted.condition("items.id", dialect: Connection.dialect)
            try connection.run("SELECT items.id FROM items WHERE " + condition.sql, condition.values) { row in
                let id = row.integer(0)
                if wanted.contains(id) { found.insert(id) }
            }
        }
        return found
    }

    /// How many rows one PostgreSQL statement reads by id at most.
    static var postgresRowsReadAtOnce: Int { 2_000 }

    private func forEachStoredRow(
        _ wanted: WantedIDs, withNotes: Bool, tags: inout StoredTagsMemo, _ body: (Int, StoredItem) -> Void
    ) throws {
        let condition = wanted.condition("items.id", dialect: Connection.dialect)
        let notesColumn = Int32(StoredItem.Column.allCases.count)
        let aggregate =
            withNotes ? ", " + StoredNote.aggregate(ofItem: "items.id", dialect: Connection.dialect) : ""
        try connection.run(
            "SELECT \(StoredItem.selection)\(aggregate) FROM items WHERE " + condition.sql, condition.values
        ) { row in
            let id = row.integer(StoredItem.Column.id)
            guard wanted.contains(id) else { return }
            let stored = StoredItem(row, tags: &tags)
            guard withNotes, let text = row.optionalText(notesColumn) else { return body(id, stored) }
            body(id, stored.carrying(StoredNote.rows(inAggregate: text, ofItem: id)))
        }
    }

    /// SQLite's read of rows with their notes: the notes come as rows of their own below the
    /// items' in the same statement (one view of the data, as a read outside a transaction needs),
    /// not as an aggregate beside each row, which was a subquery per row: 12 of the 99 million
    /// instructions of the reads a sync of 10,000 todos compares with (callgrind of the
    /// statements alone). PostgreSQL keeps the aggregate: its per-row cost is the server's.
    private func forEachStoredRowWithNotesBelow(_ wanted: WantedIDs, _ body: (Int, StoredItem) -> Void) throws
    {
        let items = wanted.condition("items.id", dialect: Connection.dialect)
        let notes = wanted.condition("item_id", dialect: Connection.dialect)
        let columns = StoredItem.Column.allCases.count
        let padding = String(repeating: ", NULL", count: columns - StoredNote.columnCount)
        let isNote = Int32(columns)
        var (tags, rows, notesByItem) = (StoredTagsMemo(), [(Int, StoredItem)](), [Int: [StoredNote]]())
        try connection.run(
            "SELECT \(StoredItem.selection), 0 FROM items WHERE \(items.sql) UNION ALL "
                + "SELECT \(StoredNote.selection)\(padding), 1 FROM item_notes WHERE \(notes.sql)",
            items.values + notes.values
        ) { row in
            if row.integer(isNote) == 1 {
                let note = StoredNote(row)
                if wanted.contains(note.itemID) { notesByItem[note.itemID, default: []].append(note) }
                return
            }
            let id = row.integer(StoredItem.Column.id)
            if wanted.contains(id) { rows.append((id, StoredItem(row, tags: &tags))) }
        }
        for (id, stored) in rows {
            guard let notes = notesByItem[id] else {
                body(id, stored)
                continue
            }
            body(id, stored.carrying(notes.sorted { $0.position < $1.position }))
        }
    }
}
