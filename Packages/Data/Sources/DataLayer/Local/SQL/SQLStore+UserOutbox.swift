import Domain

/// The outbox's user entries over the SQL store (`entity = 'user'`; the user's id in `item_id`,
/// the users as ``UserJSON`` objects, a removal's handover in `record`: `OutboxHandover`).
extension SQLStore {
    public func queueUsers(_ drafts: [NewUser]) throws -> [User] {
        try writeTransaction {
            let batch = (try connection.integer("SELECT max(batch) FROM outbox") ?? 0) + 1
            var number = try reserveProvisionalNumbers(drafts.count, in: "users")
            var made: [User] = []
            for draft in drafts {
                guard let id = User.ID(provisional: number) else { throw StoreError.noIDLeft(kind: "user") }
                let user = draft.identified().stored(as: id)
                try refusingViolations(email: user.email) {
                    try connection.run(
                        "INSERT INTO users (id, name, email, uuid) VALUES (?, ?, ?, ?)",
                        [
                            .integer(id.rawValue), .text(user.name.value), .text(user.email.value),
                            .text(user.uuid.uuidString.lowercased()),
                        ])
                }
                try enqueue(
                    .create, of: "user", batch: batch, id: id.rawValue, base: nil,
                    record: UserJSON.object(user))
                made.append(user)
                number += 1
            }
            return made
        }
    }

    /// Inside `queue`'s transaction: each user edited in the cache, and recorded.
    func queueUserUpdates(_ updates: [(base: User, record: User)], batch: Int) throws {
        for (base, record) in updates {
            try refusingViolations(email: record.email) {
                try connection.run(
                    "UPDATE users SET name = ?, email = ? WHERE id = ?",
                    [.text(record.name.value), .text(record.email.value), .integer(record.id.rawValue)])
            }
            try enqueue(
                .update, of: "user", batch: batch, id: record.id.rawValue, base: UserJSON.object(base),
                record: UserJSON.object(record))
        }
    }

    /// Inside `queue`'s transaction, after the handover's item updates: each user removed from
    /// the cache (an item still owned fails the foreign key, so nothing is orphaned), and recorded.
    func queueUserRemoves(_ removes: [(user: User, handover: ItemHandover)], batch: Int) throws {
        for (user, handover) in removes {
            try connection.run("DELETE FROM users WHERE id = ?", [.integer(user.id.rawValue)])
            try enqueue(
                .remove, of: "user", batch: batch, id: user.id.rawValue, base: UserJSON.object(user),
                record: OutboxHandover.text(handover))
        }
    }

    /// Inside `settle`'s transaction, its entry gone: the server's user takes the place of the
    /// provisional one `old`, and the cache shows the user as the last change still waiting
    /// left it, or else as the server answered.
    func settleUser(_ old: Int, answer answered: User?) throws {
        var current = old
        if let answered, answered.id.rawValue != old {
            try takePlace(of: old, as: answered)
            current = answered.id.rawValue
        }
        // A later change to the user still shows it as that change left it.
        let later = try connection.rows(
            "SELECT action, record FROM outbox WHERE entity = 'user' AND item_id = ? ORDER BY number DESC LIMIT 1",
            [.integer(current)]
        ) { ($0.text(0), $0.optionalText(1)) }
        if let (action, record) = later.first {
            if action == WaitingChange.Action.remove.rawValue {
                try deleteCachedUser(current)
            } else if let user = record.flatMap(UserJSON.user(from:)) {
                try putUser(user)
            }
            return
        }
        if let answered { try saveUsers([answered]) } else { try deleteCachedUser(current) }
    }

    /// Inside `undoLastWaiting`'s transaction: the user as it was before the change.
    func undoUserChange(_ change: WaitingUserChange) throws {
        if let base = change.base {
            try putUser(base)
        } else if let id = change.id {
            try connection.run("DELETE FROM users WHERE id = ?", [.integer(id.rawValue)])
        }
    }

    /// A user entry as `pendingChanges` reads it (the outbox's select, `OutboxSQL.select`).
    static func userChange(_ row: some RecordRow) -> WaitingChange {
        let action = WaitingChange.Action(rawValue: row.text(1)) ?? .create
        let user = { (column: Int32) in row.optionalText(column).flatMap(UserJSON.user(from:)) }
        let change = WaitingUserChange(
            base: user(2), record: action == .remove ? nil : user(3),
            handover: action == .remove ? OutboxHandover.handover(from: row.optionalText(3)) : nil,
            conflicts: (row.optionalText(4) ?? "").split(separator: ",").compactMap {
                UserField(rawValue: String($0))
            },
            theirs: user(5))
        return WaitingChange(
            number: row.integer(0), action: action, base: nil, record: nil, batch: row.integer(6),
            userChange: change)
    }

    /// The server's user takes the place of the provisional one `old`: its e-mail and identity
    /// are freed first, then the items it owns move over, and the changes waiting name it anew
    /// (as the user changed, as an owner, as the heir of a removal).
    private func takePlace(of old: Int, as answered: User) throws {
        try connection.run(
            "UPDATE users SET email = ?, uuid = ? WHERE id = ?",
            [.text("~\(old)@moving"), .text(RecordIdentity.new().uuidString.lowercased()), .integer(old)])
        try saveUsers([answered])
        try connection.run(
            "UPDATE items SET owner_id = ? WHERE owner_id = ?",
            [.integer(answered.id.rawValue), .integer(old)])
        try connection.run("DELETE FROM users WHERE id = ?", [.integer(old)])
        let later = try connection.rows("SELECT number, entity, item_id, base, record FROM outbox") {
            ($0.integer(0), $0.text(1), $0.integer(2), $0.optionalText(3), $0.optionalText(4))
        }
        for (entryNumber, entity, id, base, record) in later {
            let moved: (String?) -> String?
            var newID = id
            if entity == "item" {
                moved = { text in
                    text.flatMap(ItemJSON.item(from:)).map { item in
                        var item = item
                        if item.ownerID?.rawValue == old { item.ownerID = answered.id }
                        return ItemJSON.object(item)
                    }
                }
            } else {
                if id == old { newID = answered.id.rawValue }
                moved = { text in
                    if let user = text.flatMap(UserJSON.user(from:)) {
                        return UserJSON.object(
                            user.id.rawValue == old ? user.renumbered(as: answered.id) : user)
                    }
                    guard let text else { return nil }
                    // A removal's handover to the user added offline.
                    return OutboxHandover.handover(from: text)
                        == .reassign(to: User.ID(rawValue: old) ?? answered.id)
                        ? OutboxHandover.text(.reassign(to: answered.id)) : text
                }
            }
            try connection.run(
                "UPDATE outbox SET item_id = ?, base = ?, record = ? WHERE number = ?",
                [
                    .integer(newID), .optionalText(moved(base)), .optionalText(moved(record)),
                    .integer(entryNumber),
                ])
        }
    }

    /// Inserts or replaces a user under its id (provisional or not) without touching the id
    /// sequence, as an outbox entry recorded it.
    func putUser(_ user: User) throws {
        try refusingViolations(email: user.email) {
            try connection.run(
                "INSERT INTO users (id, name, email, uuid) VALUES (?, ?, ?, ?) "
                    + "ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email",
                [
                    .integer(user.id.rawValue), .text(user.name.value), .text(user.email.value),
                    .text(user.uuid.uuidString.lowercased()),
                ])
        }
    }

    /// The cache no longer holds the user; the items it still shows the user owning are owned by
    /// nobody until the next pull says otherwise (the server handed them over with the removal).
    func deleteCachedUser(_ id: Int) throws {
        try connection.run("UPDATE items SET owner_id = NULL WHERE owner_id = ?", [.integer(id)])
        try connection.run("DELETE FROM users WHERE id = ?", [.integer(id)])
    }
}
