import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

extension PostgresStore: JournalStore {
    public func recentChanges(limit: Int) throws -> [RecordedChange] {
        guard keepsJournal else { return [] }
        return try access {
            let entries = try connection.rows(
                "SELECT id, changed_at, kind FROM journal ORDER BY id DESC LIMIT $1", [.integer(limit)]
            ) { ($0.integer(0), $0.real(1), $0.text(2)) }
            return try entries.map { try recordedChange(entry: $0.0, changedAt: $0.1, kind: $0.2) }
        }
    }

    /// Restores the records of the newest change, newest step first, after checking that each is
    /// still as the change left it (locked, so no other client changes it meanwhile).
    public func undoLastChange() throws -> RecordedChange? {
        guard keepsJournal else { return nil }
        return try access {
            try connection.transaction {
                guard
                    let (entry, changedAt, kind) = try connection.rows(
                        "SELECT id, changed_at, kind FROM journal ORDER BY id DESC LIMIT 1 FOR UPDATE", [],
                        { ($0.integer(0), $0.real(1), $0.text(2)) }
                    ).first
                else { return nil }
                let change = try recordedChange(entry: entry, changedAt: changedAt, kind: kind)
                let rows = try connection.rows(
                    "SELECT entity, record_id, before::text, after::text, before->>'name' FROM journal_rows "
                        + "WHERE entry_id = $1 ORDER BY step DESC", [.integer(entry)]
                ) {
                    (
                        JournalRow(
                            entity: $0.text(0), id: $0.integer(1), before: $0.optionalText(2),
                            after: $0.optionalText(3)),
                        $0.text(4)
                    )
                }
                for (row, name) in rows { try restore(row, name: name) }
                try connection.run("DELETE FROM journal WHERE id = $1", [.integer(entry)])
                return change
            }
        }
    }

    /// Puts one record back as `row.before` had it; `name` is that image's name, whose folded
    /// form the row keeps beside it.
    private func restore(_ row: JournalRow, name: String) throws {
        guard let entity = JournalEntity(rawValue: row.entity) else { return }
        let table = entity.table
        let isAsLeft =
            try connection.rows(
                // The identity never changes, and images older than it do not hold it.
                "SELECT (to_jsonb(t) - 'id' - 'name_key' - 'uuid') = ($2::jsonb - 'uuid') FROM \(table) AS t WHERE t.id = $1 FOR UPDATE",
                [.integer(row.id), row.after.map(SQLValue.text) ?? .null]
            ) { $0.optionalText(0) == "t" }.first ?? (row.after == nil)
        guard isAsLeft else {
            throw DomainError.cannotUndo(
                reason: "\(entity.rawValue) \(row.id) was changed since, outside crew's journal")
        }
        guard let before = row.before else {
            try connection.run("DELETE FROM \(table) WHERE id = $1", [.integer(row.id)])
            return
        }
        let folded =
            (try? ItemName(name)).map { String(decoding: ItemOrder.foldedName($0), as: UTF8.self) } ?? ""
        switch (entity, row.after) {
        case (.item, nil):
            try connection.run(
                "INSERT INTO items SELECT (jsonb_populate_record(NULL::items, "
                    + "$2::jsonb || jsonb_build_object('id', $1::bigint, 'name_key', $3::text, "
                    + "'uuid', coalesce($2::jsonb->>'uuid', gen_random_uuid()::text)))).*",
                [.integer(row.id), .text(before), .text(folded)])
        case (.item, _):
            try connection.run(
                "UPDATE items SET (name, is_completed, owner_id, due, priority, tags, created_at, completed_at, name_key) = "
                    + "(SELECT r.name, r.is_completed, r.owner_id, r.due, r.priority, r.tags, r.created_at, r.completed_at, $3::text "
                    + "FROM jsonb_populate_record(NULL::items, $2::jsonb) AS r) WHERE id = $1",
                [.integer(row.id), .text(before), .text(folded)])
        case (.user, nil):
            try connection.run(
                "INSERT INTO users SELECT (jsonb_populate_record(NULL::users, $2::jsonb || jsonb_build_object('id', $1::bigint, "
                    + "'uuid', coalesce($2::jsonb->>'uuid', gen_random_uuid()::text)))).*",
                [.integer(row.id), .text(before)])
        case (.user, _):
            try connection.run(
                "UPDATE users SET (name, email) = (SELECT r.name, r.email FROM jsonb_populate_record(NULL::users, $2::jsonb) AS r) "
                    + "WHERE id = $1",
                [.integer(row.id), .text(before)])
        }
    }

    /// The journal entry as domain values: each record once, with its first `before` and last `after`.
    private func recordedChange(entry: Int, changedAt: Double, kind: String) throws -> RecordedChange {
        var users = RowChanges<User>()
        var items = RowChanges<Item>()
        let image = { (column: String) in
            "(\(column) IS NOT NULL)::int, \(column)->>'name', \(column)->>'is_completed', \(column)->>'owner_id', "
                + "\(column)->>'email', \(column)->>'due', \(column)->>'priority', "
                + "coalesce(\(column)->'tags', '[]')::text, \(column)->>'created_at', \(column)->>'completed_at', "
                + "\(column)->>'uuid'"
        }
        try connection.run(
            "SELECT entity, record_id, \(image("before")), \(image("after")) FROM journal_rows "
                + "WHERE entry_id = $1 ORDER BY step", [.integer(entry)]
        ) { JournaledRecord.collect($0, users: &users, items: &items) }
        return RecordedChange(
            sequence: entry, date: Date(timeIntervalSince1970: changedAt), users: users.changes,
            items: items.changes, kind: ChangeKind(rawValue: kind) ?? .edit)
    }
}
