import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The item store's writes (``ItemStore``'s conformance is in `SQLStore+ItemStore`).
extension SQLStore {
    public func insert(_ items: [NewItem]) throws -> [Item] {
        try insert(items, as: .edit)
    }

    public func insert(_ items: [NewItem], as kind: CommandKind) throws -> [Item] {
        try change(kind: kind) { try insertRows(items) }
    }

    /// Inserts inside the caller's transaction (a change of its own, or part of an import), many
    /// rows to a statement, each under its requested id or the next one past every id handed out.
    func insertRows(_ drafts: [NewItem]) throws -> [Item] {
        guard !drafts.isEmpty else { return [] }
        // An identity a draft brought along (an imported listing) may be taken; a new one is not.
        if let taken = try existingIdentities(drafts.compactMap { $0.uuid }).first {
            throw DomainError.itemIdentityTaken(taken)
        }
        let items = drafts.map { $0.identified() }
        try requireOwners(items.map { $0.ownerID })
        let ids = try identifiers(
            for: items.map { $0.requestedID }, in: "items", kind: "item",
            alreadyExists: DomainError.itemAlreadyExists)
        let stored = zip(items, ids).map { $0.stored(as: $1) }
        try refusingViolations(owner: stored.compactMap { $0.ownerID }.first) {
            try connection.runBatched(
                "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ", stored.map(StoredItem.values))
        }
        try writeNotes(of: stored, over: [:])
        try connection.handedOut(upTo: ids.map { $0.rawValue }.max() ?? 0, in: "items")
        return stored
    }

    /// Which of `uuids` items already have.
    func existingIdentities(_ uuids: [UUID]) throws -> Set<UUID> {
        guard !uuids.isEmpty else { return [] }
        let taken = Connection.dialect.condition(
            "uuid", isAnyOf: uuids.map { $0.uuidString.lowercased() }, of: .uuid)
        return Set(
            try connection.rows("SELECT uuid FROM items WHERE " + taken.sql, [taken.value]) {
                $0.optionalText(0).flatMap(StoredIdentity.uuid)
            }.compactMap { $0 })
    }

    /// Every owner a batch names exists; checked once, so the error names the owner where the
    /// foreign key would only say that a constraint failed (the key still holds under races).
    func requireOwners(_ owners: [User.ID?]) throws {
        let named = owners.compactMap { $0 }
        guard !named.isEmpty else { return }
        let owners = Connection.dialect.condition(
            "id", isAnyOf: named.map { String($0.rawValue) }, of: .integer)
        let existing = Set(
            try connection.rows("SELECT id FROM users WHERE " + owners.sql, [owners.value]) { $0.integer(0) })
        if let missing = named.first(where: { !existing.contains($0.rawValue) }) {
            throw DomainError.userNotFound(missing)
        }
    }

    public func save(_ items: [Item]) throws {
        try change { try upsert(items) }
    }

    /// Writes only the columns an item changes: every column written is an entry rewritten in
    /// each index that holds it, so completing an item touches the status and owner indexes, not
    /// the due, priority, created and name ones.
    public func update(_ items: [Item]) throws {
        try change { try updateRows(items) }
    }

    public func update(_ items: [Item], adding added: [NewItem]) throws -> [Item] {
        try change {
            try updateRows(items)
            return try insertRows(added)
        }
    }

    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) throws -> RevisedItems<Outcome> {
        try writeTransaction {
            let records = try records(target)
            let revision = try decide(records)
            guard !revision.isEmpty else { return RevisedItems(outcome: revision.outcome) }
            return try journaled {
                try updateRows(revision.updated, over: records)
                return RevisedItems(
                    outcome: revision.outcome, updated: revision.updated, added: try insertRows(revision.made)
                )
            }
        }
    }

    /// Updates inside the caller's transaction, writing only the columns each item changes
    /// from `records` (the rows as this transaction read them; read here when not given).
    func updateRows(_ items: [Item], over records: ItemRecords? = nil) throws {
        let records = try records ?? self.records(withIDs: items.map { $0.id })
        // Where each read row is, and its values built only when its item comes: all the rows'
        // values at once were 60 % of a 100,000-item `done`'s peak memory (heaptrack).
        var position: [Item.ID: Int] = [:]
        position.reserveCapacity(records.items.count)
        for (index, item) in records.items.enumerated() { position[item.id] = index }
        var missing: [Item.ID] = []
        for item in items {
            let stored = position[item.id].map { records.items[$0] }
            let changes = StoredItem.changes(writing: item, over: stored.map(StoredItem.values))
            guard !changes.isEmpty else { continue }
            let update = (
                sql: "UPDATE items SET " + changes.map { "\($0.column) = ?" }.joined(separator: ", ")
                    + " WHERE id = ?",
                values: changes.map { $0.value } + [.integer(item.id.rawValue)]
            )
            // A row this transaction read stays until it commits (crew's writers queue; another
            // client's delete fails the serializable transaction, which runs again), and one whose
            // owner stays breaks no key: no answer to wait for (PostgreSQL sends it with the commit).
            if stored != nil, !changes.contains(where: { $0.column == Self.ownerColumn }) {
                try connection.runUnanswered(update.sql, update.values)
                continue
            }
            let updated = try refusingViolations(owner: item.ownerID) {
                try connection.run(update.sql, update.values)
            }
            if updated == 0 { missing.append(item.id) }
        }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        // Notes are rows of their own: only an item whose notes changed has them written, and
        // notes added after the ones there were (`crew note`) need no read of the rows.
        var rewritten: [Item] = []
        for item in items {
            guard let old = position[item.id].map({ records.items[$0].notes }) else {
                rewritten.append(item)
                continue
            }
            if StoredItem.sameNotes(old, item.notes) { continue }
            if item.notes.count > old.count, StoredItem.sameNotes(old, Array(item.notes.prefix(old.count))) {
                try appendNotes(item.notes[old.count...], toItem: item.id.rawValue)
            } else {
                rewritten.append(item)
            }
        }
        try writeNotes(of: rewritten)
    }

    private static var ownerColumn: String { StoredItem.Column.ownerID.name }

    public func deleteItems(_ target: ItemTarget) throws -> ItemRecords {
        try writeTransaction {
            let records = try records(target)
            if case .ids(let ids) = target {
                let missing = records.missing(among: ids)
                guard missing.isEmpty else { throw DomainError.missingItems(missing) }
            }
            let ids = records.items.map(\.id.rawValue) + records.damaged.map(\.id.rawValue)
            guard !ids.isEmpty else { return records }
            try journaled { try deleteRows(ids) }
            return records
        }
    }

    /// Rows already as the server sends them are not written again: refreshing an API's 10,000
    /// todos rewrote every row and its index entries at each listing, most of its time. A
    /// refresh that finds nothing to change writes nothing at all: it takes no write lock from
    /// another crew, and the file is left as it was.
    public func replaceItems(matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with items: [Item])
        throws
    {
        let seen = try access { try replacement(matching: filter, idsIn: ids, with: items) }
        guard !seen.changed.isEmpty || !seen.gone.isEmpty else { return }
        // Decided again inside the write, from what it reads there.
        try change {
            let replacement = try replacement(matching: filter, idsIn: ids, with: items)
            try upsert(replacement.changed)
            try deleteRows(replacement.gone)
        }
    }

    /// The items of `items` not stored as they are, and the ids `filter` admits in `ids` that
    /// `items` leaves out.
    func replacement(matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with items: [Item])
        throws -> (changed: [Item], gone: [Int])
    {
        let current = try readableItems(withIDs: items.map { $0.id.rawValue })
        // Equal items store equal rows, and comparing items spares building two rows per
        // todo: this replacement was 19.8 % of the CPU of `items list` over an API's 10,000
        // todos, 11.7 % after (`perf`). Unequal items may still store the same row (a time
        // finer than the millisecond a row keeps), so the rows decide.
        let changed = items.filter { item in
            guard let stored = current[item.id.rawValue] else { return true }
            return stored != item
                && (StoredItem.values(stored) != StoredItem.values(item)
                    || !StoredItem.sameNotes(stored.notes, item.notes))
        }
        let kept = Set(items.map { $0.id.rawValue })
        let query = ItemQuerySQL.ids(matching: filter, in: ids, dialect: Connection.dialect)
        // Collected here rather than through `rows`, whose generic array of results, unspecialised
        // in this generic store, looked the array's type up for every row (callgrind: a sync of
        // 10,000 todos, 1,100 instructions a row).
        var gone: [Int] = []
        try connection.run(query.sql, query.values) { row in
            let id = row.integer(0)
            if !kept.contains(id) { gone.append(id) }
        }
        return (changed, gone)
    }

    func deleteRows(_ ids: [Int]) throws {
        guard !ids.isEmpty else { return }
        let gone = Connection.dialect.condition("id", isAnyOf: ids.map(String.init), of: .integer)
        try connection.run("DELETE FROM items WHERE " + gone.sql, [gone.value])
    }

    func upsert(_ items: [Item]) throws {
        guard !items.isEmpty else { return }
        try requireOwners(items.map { $0.ownerID })
        // One row per id: a statement may not update the same row twice.
        var latest: [Item.ID: Item] = [:]
        for item in items { latest[item.id] = item }
        try refusingViolations(owner: items.compactMap { $0.ownerID }.first) {
            try connection.runBatched(
                "INSERT INTO items (\(StoredItem.writtenColumns)) VALUES ",
                latest.values.sorted { $0.id.rawValue < $1.id.rawValue }.map(StoredItem.values),
                tail: " ON CONFLICT (id) DO UPDATE SET \(StoredItem.upsertAssignments)")
        }
        try writeNotes(of: Array(latest.values))
        try connection.handedOut(upTo: items.map { $0.id.rawValue }.max() ?? 0, in: "items")
    }
}
