import Domain

/// How SQLite's journal is written and read back: the triggers record a row's image under the
/// entry named in `journal_open`, as a JSON object of short keys (`JournalImage`).
extension SQLiteConnection {
    public static var journalStepColumn: String { "rowid" }
    /// The transaction holds the write lock already.
    public static var lockingClause: String { "" }

    /// The entry's id is the row SQLite last inserted: `RETURNING` would gather it in a
    /// temporary table of its own, with a page cache of its own, at every change.
    public func openJournalEntry(changedAt: Double, kind: String, author: String?) throws {
        if let author {
            try run(
                "INSERT INTO journal (changed_at, kind, author) VALUES (?, ?, ?)",
                [.real(changedAt), .text(kind), .text(author)])
        } else {
            try run("INSERT INTO journal (changed_at, kind) VALUES (?, ?)", [.real(changedAt), .text(kind)])
        }
        let entry = lastInsertedRowID
        try markJournalEntry(entry)
        openJournalEntryID = entry
    }

    public func closeJournalEntry(keeping capacity: Int) throws {
        guard let entry = openJournalEntryID else { return }
        try markJournalEntry(nil)
        openJournalEntryID = nil
        for (sql, values) in SQLJournalClosing.boundStatements(entry: entry, capacity: capacity) {
            try run(sql, values)
        }
    }

    public func markJournalEntry(_ entry: Int?) throws {
        if let entry {
            try run("INSERT INTO journal_open (entry_id) VALUES (?)", [.integer(entry)])
        } else {
            try run("DELETE FROM journal_open")
        }
    }

    public static func imageValue(of image: String, key: String, column: String, isList: Bool) -> String {
        isList ? "coalesce(json_extract(\(image), '$.\(key)'), '[]')" : "json_extract(\(image), '$.\(key)')"
    }

    public func restoreRecords(ofEntry entry: Int) throws {
        if try undoAdditions(entry: entry) { return }
        // Newest row first: each step finds the record as the step after it left it.
        let rows = try rows(
            "SELECT entity, record_id, before, after FROM journal_rows WHERE entry_id = ? ORDER BY rowid DESC",
            [.integer(entry)]
        ) {
            JournalRow(
                entity: $0.text(0), id: $0.integer(1), before: $0.optionalText(2), after: $0.optionalText(3))
        }
        for row in rows { try restore(row) }
    }

    /// Undoes an entry that only added records (an import, an add) in a few statements instead of
    /// a few per record: the undo of a 100,000-item import holds the write lock for a moment, not
    /// for so long that a concurrent writer gives up. `false` when the entry did anything else.
    private func undoAdditions(entry: Int) throws -> Bool {
        let didMore = try integer(
            "SELECT EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = ? AND before IS NOT NULL)",
            [.integer(entry)])
        guard didMore == 0 else { return false }
        // Notes first, then their items, then the users items may belong to. An item image from
        // before notes were rows holds them as one text: the item's note rows go with it anyway.
        for entity in [JournalEntity.note, .item, .user] {
            let after =
                entity == .item
                ? "CASE WHEN json_type(r.after, '$.notes') IS NULL THEN r.after ELSE json_set(r.after, '$.notes', NULL) END"
                : "r.after"
            let unlike = JournalImage.all(for: entity, "t").map { "\($0) IS NOT \(after)" }.joined(
                separator: " AND ")
            if let changed = try integer(
                """
                SELECT r.record_id FROM journal_rows AS r LEFT JOIN \(entity.table) AS t ON t.id = r.record_id
                WHERE r.entry_id = ? AND r.entity = ? AND (t.id IS NULL OR (\(unlike)))
                ORDER BY r.rowid DESC LIMIT 1
                """, [.integer(entry), .text(entity.rawValue)])
            {
                throw DomainError.cannotUndo(
                    reason: "\(entity.rawValue) \(changed) was changed since, outside crew's journal")
            }
            try run(
                "DELETE FROM \(entity.table) WHERE id IN (SELECT record_id FROM journal_rows WHERE entry_id = ? AND entity = ?)",
                [.integer(entry), .text(entity.rawValue)])
        }
        return true
    }

    /// Puts one record back as `row.before` had it, after checking that it is still as
    /// `row.after` left it (something without a journal may have changed it since).
    private func restore(_ row: JournalRow) throws {
        guard let entity = JournalEntity(rawValue: row.entity) else { return }
        let images = JournalImage.all(for: entity, entity.table)
        let current = try rows(
            "SELECT \(images.joined(separator: ", ")) FROM \(entity.table) WHERE id = ?", [.integer(row.id)]
        ) { row in images.indices.map { row.optionalText(Int32($0)) } }.first
        var after = row.after
        // An image from before notes were rows: its notes are compared with the rows, the rest
        // with the row's image of that time.
        if entity == .item, let image = row.after {
            switch JournalNotesMember(image: image) {
            case .absent: break
            case .notes(let notes):
                after =
                    try itemHolds(row.id, notes: notes)
                    ? try rows("SELECT json_set(?, '$.notes', NULL)", [.text(image)]) { $0.optionalText(0) }
                        .first ?? nil
                    : nil
            case .unreadable: after = nil
            }
        }
        let isAsLeft = current.map { after != nil && $0.contains(after) } ?? (row.after == nil)
        guard isAsLeft else {
            throw DomainError.cannotUndo(
                reason: "\(entity.rawValue) \(row.id) was changed since, outside crew's journal")
        }
        switch (row.before, entity) {
        case (nil, _):
            try run("DELETE FROM \(entity.table) WHERE id = ?", [.integer(row.id)])
        case (let before?, .item):
            // An image written before the planning fields existed has none: they come back empty.
            let fields =
                StoredItem.Column.allCases.dropFirst().map { column in
                    let value = "json_extract(?2, '$.\(column.imageKey)')"
                    return switch column {
                    case .tags: (column.name, "coalesce(\(value), '[]')")
                    case .uuid: (column.name, "coalesce(\(value), crew_uuid())")
                    default: (column.name, value)
                    }
                } + [("name_key", "crew_fold(json_extract(?2, '$.name'))")]
            try run(
                row.after == nil
                    ? "INSERT INTO items (id, \(fields.map(\.0).joined(separator: ", "))) VALUES (?1, "
                        + fields.map(\.1).joined(separator: ", ") + ")"
                        // The identity never changes.
                    : "UPDATE items SET "
                        + fields.filter { $0.0 != "uuid" }.map { "\($0.0) = \($0.1)" }
                        .joined(separator: ", ") + " WHERE id = ?1",
                [.integer(row.id), .text(before)])
            if case .notes(let notes) = JournalNotesMember(image: before) {
                try replaceNotes(ofItem: row.id, with: notes)
            }
        case (let before?, .note):
            let columns = ["item_id", "position", "written_at", "text"]
            try run(
                row.after == nil
                    ? "INSERT INTO item_notes (id, \(columns.joined(separator: ", "))) VALUES (?1, "
                        + columns.map { "json_extract(?2, '$.\($0)')" }.joined(separator: ", ") + ")"
                    : "UPDATE item_notes SET "
                        + columns.map { "\($0) = json_extract(?2, '$.\($0)')" }.joined(separator: ", ")
                        + " WHERE id = ?1",
                [.integer(row.id), .text(before)])
        case (let before?, .user):
            try run(
                row.after == nil
                    ? "INSERT INTO users (id, name, email, uuid) VALUES (?1, json_extract(?2, '$.name'), json_extract(?2, '$.email'), coalesce(json_extract(?2, '$.uuid'), crew_uuid()))"
                    : "UPDATE users SET name = json_extract(?2, '$.name'), email = json_extract(?2, '$.email') WHERE id = ?1",
                [.integer(row.id), .text(before)])
        }
    }
}
