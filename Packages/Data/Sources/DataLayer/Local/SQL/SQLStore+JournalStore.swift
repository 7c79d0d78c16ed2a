import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLStore: JournalStore {
    public func recentChanges(limit: Int) throws -> [JournalEntry] {
        guard keepsJournal else { return [] }
        return try access {
            let entries = try connection.rows(
                "SELECT \(entryHeadColumns) FROM journal ORDER BY id DESC LIMIT ?", [.integer(limit)],
                { JournalEntryHead($0) })
            return try entries.map { try recordedChange($0) }
        }
    }

    /// `max(id)` off the primary key: one row read, whatever the entry holds. Ids are never used
    /// again (AUTOINCREMENT on SQLite, an identity on PostgreSQL).
    public func newestChangeNumber() throws -> Int? {
        guard keepsJournal else { return nil }
        return try access { try connection.integer("SELECT max(id) FROM journal") }
    }

    /// The entries that touched the item, newest first, read as `recentChanges` reads them and
    /// cut to the item's own steps.
    public func changes(toItem id: Item.ID, limit: Int) throws -> [JournalEntry] {
        guard keepsJournal else { return [] }
        return try access {
            let entries = try connection.rows(
                "SELECT \(entryHeadColumns) FROM journal WHERE id IN "
                    + "(SELECT entry_id FROM journal_rows WHERE (entity = 'item' AND record_id = ?) OR "
                    + "(entity = 'note' AND CAST(\(Self.noteItem) AS bigint) = ?)) ORDER BY id DESC LIMIT ?",
                [.integer(id.rawValue), .integer(id.rawValue), .integer(limit)], { JournalEntryHead($0) })
            return try entries.map { try recordedChange($0, item: id) }
        }
    }

    /// Restores the records of the newest change, newest step first, after checking that each is
    /// still as the change left it (something without a journal may have changed it since).
    public func undoLastChange() throws -> JournalEntry? {
        try undo(.newest, force: false)?.change
    }

    /// The journal entry as domain values: each record once, with its first `before` and last `after`.
    /// An image of a damaged record (a name another tool wrote) is restored by undo all the same;
    /// it is only left out of the change's description.
    ///
    /// With `item`, the entry cut to that item's steps (what `JournalEntry.touching(item:)`
    /// keeps), read from its rows alone: an import's entry holds a row per item, and decoding
    /// them all to show one item's history took `items show` 185 ms at 10,000 items.
    func recordedChange(_ head: JournalEntryHead, item: Item.ID? = nil) throws -> JournalEntry {
        let entry = head.sequence
        let (steps, repaired) = try changes(
            of: .item, entry: entry, record: item?.rawValue, fields: Self.itemImageFields
        ) { Self.item(in: $0) }
        let notes = try changes(
            of: .note, entry: entry, record: nil,
            fields: ["item_id", "position", "written_at", "text"].map { ($0, $0, false) }
        ) { StoredNote($0) }.changes
        // An image from before notes were rows holds them all: read back as the notes it touched.
        let items = try folding(notes, into: steps.map(\.carryingTouchedNotes), entry: entry, only: item)
        let users =
            item != nil
            ? []
            : try changes(
                of: .user, entry: entry, record: nil,
                fields: StoredUser.Column.allCases.dropFirst().map { ($0.sql, $0.sql, false) }
            ) { StoredUser($0).user }.changes
        return JournalEntry(
            sequence: entry, date: Date(timeIntervalSince1970: head.changedAt), users: users, items: items,
            kind: CommandKind(rawValue: head.kind) ?? .edit, repairedItems: repaired, author: head.author)
    }

    /// The steps of one entry on one kind of record (or on the one record `record`), each image
    /// read as the record's row; and the records a step repaired (an image before it that `read`
    /// cannot read, a readable one after it), as that step left them.
    func changes<Record: Hashable & Sendable>(
        of entity: JournalEntity, entry: Int, record: Int?,
        fields: [(key: String, column: String, isList: Bool)],
        read: (ImageRow<Connection.Row>) -> Record?
    ) throws -> (changes: [TouchedRecord<Record>], repaired: [Record]) {
        let image = { (column: String) in
            "CASE WHEN \(column) IS NULL THEN 0 ELSE 1 END, "
                + fields.map {
                    Connection.imageValue(of: column, key: $0.key, column: $0.column, isList: $0.isList)
                }
                .joined(separator: ", ")
        }
        var changes = TouchedRecords<Record>()
        var repaired: [Record] = []
        let after = Int32(2 + fields.count)
        try connection.run(
            "SELECT record_id, \(image("before")), \(image("after")) FROM journal_rows WHERE entry_id = ? "
                + "AND entity = ?\(record == nil ? "" : " AND record_id = ?") ORDER BY \(Connection.journalStepColumn)",
            [.integer(entry), .text(entity.rawValue)] + (record.map { [.integer($0)] } ?? [])
        ) { row in
            let before = ImageRow(row, startingAt: 1)
            let later = ImageRow(row, startingAt: after)
            let (old, new) = (before.map(read), later.map(read))
            // A damaged image (`read` gives nothing for an image that exists) is left out; a
            // damaged one made readable is a repair.
            if case .some(nil) = old, case .some(let readable?) = new { repaired.append(readable) }
            guard old.map({ $0 != nil }) ?? true, new.map({ $0 != nil }) ?? true else { return }
            changes.record(id: row.integer(0), before: old ?? nil, after: new ?? nil)
        }
        return (changes.changes, repaired)
    }
}
