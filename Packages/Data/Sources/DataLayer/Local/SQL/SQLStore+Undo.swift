import Domain

/// Undo by author or by number: the change is chosen, checked against every later change and
/// put back inside one write transaction, from what that transaction reads.
extension SQLStore {
    /// The columns `JournalEntryHead` reads, in its order.
    var entryHeadColumns: String {
        "id, changed_at, kind, "
            + ChangeAuthorColumn.selection(
                recordsAuthors: author != nil, hasRole: Connection.dialect == .postgres)
    }

    /// Puts back the records of the change `choice` names and forgets it; `nil` when the store
    /// keeps no journal or (for the newest change) it is empty. A later change that touched one
    /// of its records refuses it (`DomainError.laterChangeTouched`), before anything is written.
    public func undo(_ choice: UndoChoice, force: Bool) throws -> UndoneChange? {
        guard keepsJournal else { return nil }
        return try writeTransaction {
            let (condition, values): (String, [SQLValue]) =
                switch choice {
                case .newest: ("", [])
                case .newestBy(let who) where author == nil: (" WHERE 1 = 0", [.text(who.name)])
                case .newestBy(let who): (" WHERE lower(author) = lower(CAST(? AS text))", [.text(who.name)])
                case .number(let number): (" WHERE id = ?", [.integer(number)])
                }
            guard
                let head = try connection.rows(
                    "SELECT \(entryHeadColumns) FROM journal\(condition) ORDER BY id DESC LIMIT 1"
                        + Connection.lockingClause, values, { JournalEntryHead($0) }
                ).first
            else {
                switch choice {
                case .newest: return nil
                case .newestBy(let who):
                    guard try connection.integer("SELECT count(*) FROM journal") ?? 0 > 0 else { return nil }
                    throw DomainError.nothingOfYoursToUndo(who)
                case .number(let number): throw DomainError.noSuchChange(number)
                }
            }
            let later = try laterChange(touchingRecordsOf: head.sequence)
            if let later, !force { throw DomainError.laterChangeTouched(change: head.sequence, later: later) }
            let change = try recordedChange(head)
            if later != nil {
                try applyForcedUndo(of: change)
            } else {
                let isNewest =
                    try connection.integer(
                        "SELECT count(*) FROM journal WHERE id > ?", [.integer(head.sequence)]) == 0
                try undoConflicts.check(change, isNewest: isNewest)
                try connection.restoreRecords(ofEntry: head.sequence)
            }
            try connection.run("DELETE FROM journal WHERE id = ?", [.integer(head.sequence)])
            let newer = try connection.rows(
                "SELECT \(entryHeadColumns) FROM journal WHERE id > ? ORDER BY id DESC LIMIT 1",
                [.integer(head.sequence)], { JournalEntryHead($0) }
            ).first
            return UndoneChange(
                change: change,
                newerChange: newer.map { LaterChange(sequence: $0.sequence, author: $0.author) },
                forcedOver: later)
        }
    }

    /// The questions `UndoConflicts` asks, of what this transaction reads.
    private var undoConflicts: UndoConflicts {
        let connection = connection
        return UndoConflicts(
            itemsOwned: { owner in
                try connection.rows("SELECT id FROM items WHERE owner_id = ?", [.integer(owner.rawValue)]) {
                    Item.ID(rawValue: $0.integer(0))
                }.compactMap { $0 }
            },
            userWithEmail: { email in
                try connection.integer("SELECT id FROM users WHERE email = ?", [.text(email.value)])
                    .flatMap { User.ID(rawValue: $0) }
            },
            userExists: { id in
                try connection.integer("SELECT count(*) FROM users WHERE id = ?", [.integer(id.rawValue)])
                    ?? 0 > 0
            },
            itemWithIdentity: { uuid in
                let held = Connection.dialect.condition(
                    "uuid", isAnyOf: [uuid.uuidString.lowercased()], of: .uuid)
                return try connection.integer("SELECT id FROM items WHERE " + held.sql, [held.value])
                    .flatMap { Item.ID(rawValue: $0) }
            })
    }

    /// Writes `change`'s undo over the records as this transaction reads them, field by field
    /// (`ForcedUndo`), journaled as a change of its own (this store's author's).
    private func applyForcedUndo(of change: JournalEntry) throws {
        let itemIDs = change.items.compactMap { ($0.before ?? $0.after)?.id.rawValue }
        var items: [Item.ID: Item] = [:]
        for (id, item) in try readableItems(withIDs: itemIDs) {
            if let id = Item.ID(rawValue: id) { items[id] = item }
        }
        var users: [User.ID: User] = [:]
        for id in change.users.compactMap({ ($0.before ?? $0.after)?.id }) {
            let read = try connection.rows(
                "SELECT \(StoredUser.selection) FROM users WHERE id = ?", [.integer(id.rawValue)]
            ) { StoredUser($0).user }.first
            if let user = read ?? nil { users[id] = user }
        }
        let undo = try ForcedUndo(undoing: change, items: items, users: users)
        try journaled {
            try updateRows(undo.updated)
            try deleteRows(undo.removed.map(\.rawValue))
            _ = try insertRows(undo.restored.map { NewItem($0, requestedID: $0.id) })
            for user in undo.updatedUsers {
                try refusingViolations(email: user.email) {
                    try connection.run(
                        "UPDATE users SET name = ?, email = ? WHERE id = ?",
                        [.text(user.name.value), .text(user.email.value), .integer(user.id.rawValue)])
                }
            }
        }
    }

    /// The first change after `entry` that touched a record `entry` touched, with that record. A
    /// note counts as its item (a person reads "item 3 was changed since", whether its name or its
    /// notes were). The entry's records are gathered first and the later steps read once, in
    /// order: a join of two large changes (an import and a bulk done) would compare every pair.
    private func laterChange(touchingRecordsOf entry: Int) throws -> LaterChange? {
        let record = { (alias: String) in
            "CASE WHEN \(alias).entity = 'note' THEN CAST("
                + Connection.imageValue(
                    of: "coalesce(\(alias).after, \(alias).before)", key: "item_id", column: "item_id",
                    isList: false)
                + " AS bigint) ELSE \(alias).record_id END"
        }
        var touched = Set<String>()
        try connection.run(
            "SELECT r.entity, \(record("r")) FROM journal_rows AS r WHERE r.entry_id = ?", [.integer(entry)]
        ) { row in touched.insert(Self.recordKey(entity: row.text(0), id: row.integer(1))) }
        let author = self.author == nil ? "'\(ChangeAuthorColumn.unknown)'" : "j.author"
        var found: LaterChange?
        try connection.run(
            """
            SELECT r.entry_id, \(author), r.entity, \(record("r")) FROM journal_rows AS r
            JOIN journal AS j ON j.id = r.entry_id WHERE r.entry_id > ?
            ORDER BY r.entry_id, r.\(Connection.journalStepColumn)
            """, [.integer(entry)]
        ) { row in
            guard found == nil else { return }
            let key = Self.recordKey(entity: row.text(2), id: row.integer(3))
            guard touched.contains(key) else { return }
            found = LaterChange(
                sequence: row.integer(0), author: ChangeAuthor(stored: row.text(1)), record: key)
        }
        return found
    }

    /// A record as a person names it: "item 3" (a note is its item's), "user 2".
    private static func recordKey(entity: String, id: Int) -> String {
        "\(entity == JournalEntity.note.rawValue ? JournalEntity.item.rawValue : entity) \(id)"
    }
}
