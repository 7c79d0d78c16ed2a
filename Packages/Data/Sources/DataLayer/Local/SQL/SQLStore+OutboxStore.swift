import Domain

/// The outbox over the SQL store (``OutboxStore``): its rows and the cache's change in one
/// transaction.
extension SQLStore: OutboxStore {
    public func queue(_ change: OfflineChange) throws -> [Item] {
        try writeTransaction {
            let batch = (try connection.integer("SELECT max(batch) FROM outbox") ?? 0) + 1
            let enqueue = { (action: WaitingChange.Action, id: Item.ID, base: Item?, record: Item?) in
                try self.enqueue(
                    action, of: "item", batch: batch, id: id.rawValue, base: base.map { ItemJSON.object($0) },
                    record: record.map { ItemJSON.object($0) })
            }
            try queueUserUpdates(change.userUpdates, batch: batch)
            try updateRows(change.updates.map { $0.record })
            for (base, record) in change.updates { try enqueue(.update, base.id, base, record) }
            try queueUserRemoves(change.userRemoves, batch: batch)
            try deleteRows(change.removes.map { $0.id.rawValue })
            for item in change.removes { try enqueue(.remove, item.id, item, nil) }
            guard !change.creates.isEmpty else { return [] }
            try requireOwners(change.creates.map { $0.ownerID })
            var number = try reserveProvisionalNumbers(change.creates.count, in: "items")
            var created: [Item] = []
            for draft in change.creates {
                guard let id = Item.ID(provisional: number) else { throw StoreError.noIDLeft(kind: "item") }
                created.append(draft.identified().stored(as: id))
                number += 1
            }
            try connection.runBatched(
                "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ", created.map(StoredItem.values))
            try writeNotes(of: created, over: [:])
            for item in created { try enqueue(.create, item.id, nil, item) }
            return created
        }
    }

    public func pendingChanges() throws -> [WaitingChange] {
        try access { try waitingChanges(OutboxSQL.select) }
    }

    public func pendingChange(_ number: Int) throws -> WaitingChange? {
        try access { try waitingChanges(OutboxSQL.selectNumbered, [.integer(number)]).first }
    }

    /// The waiting changes `sql` (an `OutboxSQL` select) reads, in its order.
    private func waitingChanges(_ sql: String, _ values: [SQLValue] = []) throws -> [WaitingChange] {
        try connection.rows(sql, values) { row in
            guard row.text(7) == "item" else { return Self.userChange(row) }
            return WaitingChange(
                number: row.integer(0), action: WaitingChange.Action(rawValue: row.text(1)) ?? .update,
                base: row.optionalText(2).flatMap(ItemJSON.item(from:)),
                record: row.optionalText(3).flatMap(ItemJSON.item(from:)),
                conflicts: (row.optionalText(4) ?? "").split(separator: ",").compactMap {
                    ItemField(rawValue: String($0))
                },
                theirs: row.optionalText(5).flatMap(ItemJSON.item(from:)), batch: row.integer(6))
        }
    }

    public func settle(_ number: Int, answer: OutboxRecord?) throws {
        try writeTransaction {
            guard let entry = try entry(number) else { return }
            try connection.run("DELETE FROM outbox WHERE number = ?", [.integer(number)])
            if entry.isUser {
                try settleUser(entry.id.rawValue, answer: answer?.user)
            } else {
                try settleItem(number, entry.id, answer: answer?.item)
            }
        }
    }

    /// Inside `settle`'s transaction, its entry gone: the cache's item as the answer and the
    /// changes still waiting make it (`SettledRecord`).
    private func settleItem(_ number: Int, _ id: Item.ID, answer answered: Item?) throws {
        if let answered, id != answered.id {
            // A record made offline takes the server's id, here and in the changes after it.
            try deleteRows([id.rawValue])
            try renumber(id, as: answered.id)
        }
        let current = answered?.id ?? id
        // The item's own changes only: reading the whole outbox at each settle made a sync of n
        // waiting changes read n² of them (1,500 took five minutes).
        let waiting = try waitingChanges(OutboxSQL.selectOfItem, [.integer(current.rawValue)])
        if let shown = SettledRecord.shown(answer: answered, settled: number, waiting: waiting) {
            try upsert([shown])
        } else {
            try deleteRows([current.rawValue])
        }
    }

    public func markConflict(_ number: Int, _ conflict: OutboxConflict) throws {
        try writeTransaction {
            try connection.run(
                "UPDATE outbox SET conflicts = ?, theirs = ? WHERE number = ?",
                [
                    .text(conflict.fieldNames.joined(separator: ",")), .text(conflict.theirs.json),
                    .integer(number),
                ])
        }
    }

    public func drop(_ number: Int, keeping theirs: OutboxRecord?) throws {
        try writeTransaction {
            guard let entry = try entry(number) else { return }
            try connection.run("DELETE FROM outbox WHERE number = ?", [.integer(number)])
            switch theirs {
            case .item(let item)?: try upsert([item])
            case .user(let user)?: try putUser(user)
            case nil where entry.isUser: try deleteCachedUser(entry.id.rawValue)
            case nil: if entry.action == .create { try deleteRows([entry.id.rawValue]) }
            }
        }
    }

    public func rebase(_ number: Int, base: OutboxRecord, record: OutboxRecord?) throws {
        try writeTransaction {
            try connection.run(
                "UPDATE outbox SET base = ?, record = coalesce(?, record), conflicts = NULL, theirs = NULL "
                    + "WHERE number = ?",
                [.text(base.json), .optionalText(record?.json), .integer(number)])
        }
    }

    public func undoLastWaiting() throws -> [WaitingChange] {
        try writeTransaction {
            guard let batch = try connection.integer("SELECT max(batch) FROM outbox") else { return [] }
            let undone = try pendingChanges().filter { $0.batch == batch }
            for change in undone.reversed() {
                if let userChange = change.userChange {
                    try undoUserChange(userChange)
                    continue
                }
                switch change.action {
                case .create: try deleteRows(change.itemID.map { [$0.rawValue] } ?? [])
                case .update, .remove: if let base = change.base { try upsert([base]) }
                }
            }
            try connection.run("DELETE FROM outbox WHERE batch = ?", [.integer(batch)])
            return undone
        }
    }

    /// Entry `number`'s record id, action and kind (a user's id is kept in `item_id` too).
    private func entry(_ number: Int) throws -> (id: Item.ID, action: WaitingChange.Action, isUser: Bool)? {
        try connection.rows(
            "SELECT item_id, action, entity FROM outbox WHERE number = ?", [.integer(number)]
        ) { row in
            (
                Item.ID(rawValue: row.integer(0)), WaitingChange.Action(rawValue: row.text(1)),
                row.text(2) == "user"
            )
        }.first.flatMap { id, action, isUser in id.flatMap { id in action.map { (id, $0, isUser) } } }
    }

    /// Writes one waiting change of an item or a user (`entity`), its records as crew's JSON.
    func enqueue(
        _ action: WaitingChange.Action, of entity: String, batch: Int, id: Int, base: String?, record: String?
    ) throws {
        try connection.run(
            "INSERT INTO outbox (batch, entity, action, item_id, base, record) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .integer(batch), .text(entity), .text(action.rawValue), .integer(id), .optionalText(base),
                .optionalText(record),
            ])
    }

    /// Reserves `count` provisional numbers in `table` (`~1`, `~2`, …), past every one this cache
    /// ever gave (kept in its metadata), so that none is given twice: a sync that says `item ~2
    /// is now 6` never means two items. Returns the first.
    func reserveProvisionalNumbers(_ count: Int, in table: String) throws -> Int {
        let key = "provisional_\(table)_through"
        let given =
            try connection.rows("SELECT value FROM crew_metadata WHERE key = ?", [.text(key)]) {
                Int($0.text(0)) ?? 0
            }.first ?? 0
        // Caches from before the count was kept: past the provisional records they hold (the
        // highest number is the highest of the negative ids).
        let highest = try connection.integer("SELECT max(id) FROM \(table) WHERE id < 0", [])
        let held = highest.flatMap { Item.ID(rawValue: $0)?.provisionalNumber } ?? 0
        let first = max(given, held) + 1
        try connection.run(
            "INSERT INTO crew_metadata (key, value) VALUES (?, ?) "
                + "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [.text(key), .text(String(first + count - 1))])
        return first
    }

    /// The later changes to the record `old` names it `new`.
    private func renumber(_ old: Item.ID, as new: Item.ID) throws {
        let later = try connection.rows(
            "SELECT number, base, record FROM outbox WHERE entity = 'item' AND item_id = ?",
            [.integer(old.rawValue)]
        ) { ($0.integer(0), $0.optionalText(1), $0.optionalText(2)) }
        for (number, base, record) in later {
            let renamed = { (text: String?) -> SQLValue in
                .optionalText(
                    text.flatMap(ItemJSON.item(from:)).map { ItemJSON.object($0.renumbered(as: new)) })
            }
            try connection.run(
                "UPDATE outbox SET item_id = ?, base = ?, record = ? WHERE number = ?",
                [.integer(new.rawValue), renamed(base), renamed(record), .integer(number)])
        }
    }
}
