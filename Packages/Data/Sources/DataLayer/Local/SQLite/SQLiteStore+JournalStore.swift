import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteStore: JournalStore {
    public func recentChanges(limit: Int) throws -> [RecordedChange] {
        guard keepsJournal else { return [] }
        let entries = try connection.rows(
            "SELECT id, changed_at, kind FROM journal ORDER BY id DESC LIMIT ?", [.integer(limit)]
        ) { ($0.integer(0), $0.real(1), $0.text(2)) }
        return try entries.map { try recordedChange(entry: $0.0, changedAt: $0.1, kind: $0.2) }
    }

    public func undoLastChange() throws -> RecordedChange? {
        guard keepsJournal else { return nil }
        guard !isReadOnly else { throw StoreError.readOnly(path: path) }
        return try connection.writeTransaction {
            guard
                let (entry, changedAt, kind) = try connection.rows(
                    "SELECT id, changed_at, kind FROM journal ORDER BY id DESC LIMIT 1", [],
                    { ($0.integer(0), $0.real(1), $0.text(2)) }
                ).first
            else { return nil }
            let change = try recordedChange(entry: entry, changedAt: changedAt, kind: kind)
            if try undoAdditions(entry: entry) {
                try connection.run("DELETE FROM journal WHERE id = ?", [.integer(entry)])
                return change
            }
            // Newest row first: each step finds the record as the step after it left it.
            let rows = try connection.rows(
                "SELECT entity, record_id, before, after FROM journal_rows WHERE entry_id = ? ORDER BY rowid DESC",
                [.integer(entry)]
            ) {
                JournalRow(
                    entity: $0.text(0), id: $0.integer(1), before: $0.optionalText(2),
                    after: $0.optionalText(3))
            }
            for row in rows { try restore(row) }
            try connection.run("DELETE FROM journal WHERE id = ?", [.integer(entry)])
            return change
        }
    }

    /// Undoes an entry that only added records (an import, an add) in a few statements instead of
    /// a few per record: the undo of a 100,000-item import holds the write lock for a moment, not
    /// for so long that a concurrent writer gives up. `false` when the entry did anything else.
    private func undoAdditions(entry: Int) throws -> Bool {
        let didMore = try connection.integer(
            "SELECT EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = ? AND before IS NOT NULL)",
            [.integer(entry)])
        guard didMore == 0 else { return false }
        // Items first: the users they may belong to go after them.
        for entity in [JournalEntity.item, .user] {
            let unlike = JournalImage.all(for: entity, "t").map { "\($0) IS NOT r.after" }.joined(
                separator: " AND ")
            if let changed = try connection.integer(
                """
                SELECT r.record_id FROM journal_rows AS r LEFT JOIN \(entity.table) AS t ON t.id = r.record_id
                WHERE r.entry_id = ? AND r.entity = ? AND (t.id IS NULL OR (\(unlike)))
                ORDER BY r.rowid DESC LIMIT 1
                """, [.integer(entry), .text(entity.rawValue)])
            {
                throw DomainError.cannotUndo(
                    reason: "\(entity.rawValue) \(changed) was changed since, outside crew's journal")
            }
            try connection.run(
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
        let current = try connection.rows(
            "SELECT \(images.joined(separator: ", ")) FROM \(entity.table) WHERE id = ?", [.integer(row.id)]
        ) { row in images.indices.map { row.optionalText(Int32($0)) } }.first
        let isAsLeft = current.map { $0.contains(row.after) } ?? (row.after == nil)
        guard isAsLeft else {
            throw DomainError.cannotUndo(
                reason: "\(entity.rawValue) \(row.id) was changed since, outside crew's journal")
        }
        switch (row.before, entity) {
        case (nil, _):
            try connection.run("DELETE FROM \(entity.table) WHERE id = ?", [.integer(row.id)])
        case (let before?, .item):
            try connection.run(
                // An image written before the planning fields existed has none: they come back empty.
                row.after == nil
                    ? "INSERT INTO items (id, name, is_completed, owner_id, due, priority, tags, created_at, completed_at, name_key, uuid) VALUES (?1, json_extract(?2, '$.name'), json_extract(?2, '$.done'), json_extract(?2, '$.owner'), json_extract(?2, '$.due'), json_extract(?2, '$.priority'), coalesce(json_extract(?2, '$.tags'), '[]'), json_extract(?2, '$.created'), json_extract(?2, '$.completed'), crew_fold(json_extract(?2, '$.name')), coalesce(json_extract(?2, '$.uuid'), crew_uuid()))"
                    : "UPDATE items SET name = json_extract(?2, '$.name'), is_completed = json_extract(?2, '$.done'), owner_id = json_extract(?2, '$.owner'), due = json_extract(?2, '$.due'), priority = json_extract(?2, '$.priority'), tags = coalesce(json_extract(?2, '$.tags'), '[]'), created_at = json_extract(?2, '$.created'), completed_at = json_extract(?2, '$.completed'), name_key = crew_fold(json_extract(?2, '$.name')) WHERE id = ?1",
                [.integer(row.id), .text(before)])
        case (let before?, .user):
            try connection.run(
                row.after == nil
                    ? "INSERT INTO users (id, name, email, uuid) VALUES (?1, json_extract(?2, '$.name'), json_extract(?2, '$.email'), coalesce(json_extract(?2, '$.uuid'), crew_uuid()))"
                    : "UPDATE users SET name = json_extract(?2, '$.name'), email = json_extract(?2, '$.email') WHERE id = ?1",
                [.integer(row.id), .text(before)])
        }
    }

    /// The journal entry as domain values: each record once, with its first `before` and last `after`.
    private func recordedChange(entry: Int, changedAt: Double, kind: String) throws -> RecordedChange {
        var users = RowChanges<User>()
        var items = RowChanges<Item>()
        try connection.run(
            """
            SELECT entity, record_id, before IS NOT NULL, json_extract(before, '$.name'), json_extract(before, '$.done'),
                json_extract(before, '$.owner'), json_extract(before, '$.email'), json_extract(before, '$.due'),
                json_extract(before, '$.priority'), coalesce(json_extract(before, '$.tags'), '[]'),
                json_extract(before, '$.created'), json_extract(before, '$.completed'), json_extract(before, '$.uuid'),
                after IS NOT NULL, json_extract(after, '$.name'), json_extract(after, '$.done'),
                json_extract(after, '$.owner'), json_extract(after, '$.email'), json_extract(after, '$.due'),
                json_extract(after, '$.priority'), coalesce(json_extract(after, '$.tags'), '[]'),
                json_extract(after, '$.created'), json_extract(after, '$.completed'), json_extract(after, '$.uuid')
            FROM journal_rows WHERE entry_id = ? ORDER BY rowid
            """, [.integer(entry)]
        ) { JournaledRecord.collect($0, users: &users, items: &items) }
        return RecordedChange(
            sequence: entry, date: Date(timeIntervalSince1970: changedAt), users: users.changes,
            items: items.changes, kind: ChangeKind(rawValue: kind) ?? .edit)
    }
}
