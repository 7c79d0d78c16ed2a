import Domain

/// How PostgreSQL's journal is written and read back: the triggers record a row's image under the
/// entry named in the transaction's `crew.journal_entry` setting, as the row's own JSON
/// (`to_jsonb`, keyed by column).
extension PostgresConnection {
    public static var journalStepColumn: String { "step" }
    /// Locks the entry, so that two clients never undo the same change.
    public static var lockingClause: String { " FOR UPDATE" }

    /// The entry named with the change's next statement, in its round trip, by an id drawn from
    /// the journal's own sequence: the row is written at the closing, only if a step names it
    /// (the foreign key of `journal_rows` is checked at the commit). Opening with an insert
    /// and deleting the entry a change left without a step cost two statements of the server's
    /// time at every change.
    public func openJournalEntry(changedAt: Double, kind: String, author: String?) throws {
        openEntry = (changedAt, kind, author)
        deferred.append(
            PipelinedStatement(
                "SELECT set_config('crew.journal_entry', nextval('journal_id_seq')::text, true)"))
    }

    /// No round trip of its own: the entry written if a step names it, the newest `capacity`
    /// entries kept (`SQLJournalClosing`) and the setting cleared go with the next statement
    /// sent, the commit's.
    public func closeJournalEntry(keeping capacity: Int) throws {
        guard let (changedAt, kind, author) = openEntry else { return }
        openEntry = nil
        // The role is the server's to write (a trigger), never the client's.
        let (authorColumn, authorValue) = author == nil ? ("", "") : (", author", ", $3")
        deferred += [
            PipelinedStatement(
                "INSERT INTO journal (id, changed_at, kind\(authorColumn)) OVERRIDING SYSTEM VALUE "
                    + "SELECT e, $1, $2\(authorValue) FROM (SELECT \(Self.entrySetting)) AS entry(e) "
                    + "WHERE EXISTS (SELECT 1 FROM journal_rows WHERE entry_id = e)",
                [.real(changedAt), .text(kind)] + (author.map { [.text($0)] } ?? [])),
            PipelinedStatement(
                SQLJournalClosing.keepingNewest(entry: Self.entrySetting, capacity: "\(capacity)")),
            PipelinedStatement("SELECT set_config('crew.journal_entry', '', true)"),
        ]
    }

    /// The open entry's id, as the closing's statements read it.
    private static let entrySetting = "current_setting('crew.journal_entry')::bigint"

    public func markJournalEntry(_ entry: Int?) throws {
        try run("SELECT set_config('crew.journal_entry', ?, true)", [.text(entry.map(String.init) ?? "")])
    }

    public static func imageValue(of image: String, key: String, column: String, isList: Bool) -> String {
        isList ? "coalesce(\(image)->'\(column)', '[]')::text" : "\(image)->>'\(column)'"
    }

    /// Newest step first, each record locked, so no other client changes it meanwhile.
    public func restoreRecords(ofEntry entry: Int) throws {
        let rows = try rows(
            "SELECT entity, record_id, before::text, after::text, before->>'name' FROM journal_rows "
                + "WHERE entry_id = ? ORDER BY step DESC", [.integer(entry)]
        ) {
            (
                JournalRow(
                    entity: $0.text(0), id: $0.integer(1), before: $0.optionalText(2),
                    after: $0.optionalText(3)),
                $0.optionalText(4) ?? ""
            )
        }
        for (row, name) in rows { try restore(row, name: name) }
    }

    /// Puts one record back as `row.before` had it; `name` is that image's name, whose folded
    /// form the row keeps beside it.
    private func restore(_ row: JournalRow, name: String) throws {
        guard let entity = JournalEntity(rawValue: row.entity) else { return }
        let table = entity.table
        // An item image from before notes were rows holds them as one member: compared with the
        // rows here, and left out of the comparison of the rest.
        if entity == .item, let image = row.after {
            switch JournalNotesMember(image: image) {
            case .absent: break
            case .notes(let notes):
                guard try itemHolds(row.id, notes: notes) else { throw Self.changedSince(entity, row.id) }
            case .unreadable: throw Self.changedSince(entity, row.id)
            }
        }
        let isAsLeft =
            try rows(
                // The identity never changes, and images older than it do not hold it; an image
                // older than a column does not hold it either (the row had none then, NULL), so
                // both sides are compared without their NULL members.
                "SELECT jsonb_strip_nulls(to_jsonb(t) - 'id' - 'name_key' - 'uuid') = "
                    + "jsonb_strip_nulls(?::jsonb - 'uuid' - 'notes') "
                    + "FROM \(table) AS t WHERE t.id = ? FOR UPDATE",
                [row.after.map(SQLValue.text) ?? .null, .integer(row.id)]
            ) { $0.optionalText(0) == "t" }.first ?? (row.after == nil)
        guard isAsLeft else { throw Self.changedSince(entity, row.id) }
        guard let before = row.before else {
            try run("DELETE FROM \(table) WHERE id = ?", [.integer(row.id)])
            return
        }
        let folded =
            (try? ItemName(name)).map { String(decoding: ItemOrder.foldedName($0), as: UTF8.self) } ?? ""
        switch (entity, row.after) {
        case (.item, nil):
            try run(
                "INSERT INTO items SELECT (jsonb_populate_record(NULL::items, "
                    + "$2::jsonb || jsonb_build_object('id', $1::bigint, 'name_key', $3::text, "
                    + "'uuid', coalesce($2::jsonb->>'uuid', gen_random_uuid()::text)))).*",
                [.integer(row.id), .text(before), .text(folded)])
        case (.item, _):
            // Every column but the id and the identity, which no change alters (a column the image
            // is older than comes back NULL, as the row had it then).
            let columns = StoredItem.Column.allCases.map(\.name).filter { $0 != "id" && $0 != "uuid" }
            try run(
                "UPDATE items SET (\(columns.joined(separator: ", ")), name_key) = "
                    + "(SELECT \(columns.map { "r." + $0 }.joined(separator: ", ")), $3::text "
                    + "FROM jsonb_populate_record(NULL::items, $2::jsonb) AS r) WHERE id = $1",
                [.integer(row.id), .text(before), .text(folded)])
            if case .notes(let notes) = JournalNotesMember(image: before) {
                try replaceNotes(ofItem: row.id, with: notes)
            }
        case (.note, nil):
            try putBack(row.id, into: "item_notes", image: before)
        case (.note, _):
            try write(
                row.id, in: "item_notes", columns: ["item_id", "position", "written_at", "text"],
                image: before)
        case (.user, nil):
            // An image older than the identity gets a new one.
            try putBack(
                row.id, into: "users", image: before,
                members: ", 'uuid', coalesce($2::jsonb->>'uuid', gen_random_uuid()::text)")
        case (.user, _):
            // The identity never changes.
            try write(row.id, in: "users", columns: ["name", "email"], image: before)
        }
    }

    /// Inserts the row `image` holds under `id` (and `members` over it: `, 'key', value`).
    private func putBack(_ id: Int, into table: String, image: String, members: String = "") throws {
        try run(
            "INSERT INTO \(table) SELECT (jsonb_populate_record(NULL::\(table), "
                + "$2::jsonb || jsonb_build_object('id', $1::bigint\(members)))).*",
            [.integer(id), .text(image)])
    }

    /// Writes `columns` of row `id` back as `image` holds them.
    private func write(_ id: Int, in table: String, columns: [String], image: String) throws {
        try run(
            "UPDATE \(table) SET (\(columns.joined(separator: ", "))) = (SELECT "
                + columns.map { "r." + $0 }.joined(separator: ", ")
                + " FROM jsonb_populate_record(NULL::\(table), $2::jsonb) AS r) WHERE id = $1",
            [.integer(id), .text(image)])
    }

    private static func changedSince(_ entity: JournalEntity, _ id: Int) -> DomainError {
        DomainError.cannotUndo(reason: "\(entity.rawValue) \(id) was changed since, outside crew's journal")
    }
}
