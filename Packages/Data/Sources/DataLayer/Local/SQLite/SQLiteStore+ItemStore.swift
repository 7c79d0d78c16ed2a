import Domain

extension SQLiteStore: ItemStore {
    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) throws -> Page<Item> {
        var fetched: [Item] = []
        for segment in ItemQuerySQL.pageSegments(matching: filter, order: order, page: page) {
            let missing = page.limit + 1 - fetched.count
            guard missing > 0 else { break }
            fetched += try connection.rows(segment.sql, segment.values + [.integer(missing)], Self.item)
        }
        return Page(slicing: fetched, for: page, cursor: order.cursor(after:))
    }

    public func counts(matching filter: ItemFilter) throws -> ItemCounts {
        let query = ItemQuerySQL.counts(matching: filter)
        let counts = try connection.rows(query.sql, query.values) {
            ItemCounts(total: $0.integer(0), completed: $0.integer(1))
        }
        return counts.first ?? ItemCounts(total: 0, completed: 0)
    }

    public func item(withID id: Item.ID) throws -> Item? {
        try connection.rows(
            "SELECT id, name, is_completed, owner_id FROM items WHERE id = ?", [.integer(id.rawValue)],
            Self.item
        ).first
    }

    public func insert(_ items: [NewItem]) throws -> [Item] {
        try connection.writeTransaction {
            try items.map { item in
                try requiringOwner(item.ownerID) {
                    do {
                        try connection.run(
                            "INSERT INTO items (id, name, is_completed, owner_id) VALUES (?, ?, ?, ?)",
                            [
                                .optionalInteger(item.requestedID?.rawValue), .text(item.name.value),
                                .bool(item.isCompleted),
                                .optionalInteger(item.ownerID?.rawValue),
                            ])
                    } catch let error where SQLiteConstraint(error) == .unique {
                        // Only a requested id can collide: a NULL id is always assigned a fresh one.
                        guard let id = item.requestedID else { throw error }
                        throw DomainError.itemAlreadyExists(id)
                    }
                }
                return item.stored(as: try Self.identifier(connection.lastInsertedRowID))
            }
        }
    }

    public func save(_ items: [Item]) throws {
        try connection.writeTransaction { try upsert(items) }
    }

    public func update(_ item: Item) throws -> Bool {
        try connection.writeTransaction {
            try requiringOwner(item.ownerID) {
                try connection.run(
                    "UPDATE items SET name = ?, is_completed = ?, owner_id = ? WHERE id = ?",
                    [
                        .text(item.name.value), .bool(item.isCompleted),
                        .optionalInteger(item.ownerID?.rawValue),
                        .integer(item.id.rawValue),
                    ])
            }
            return connection.changes > 0
        }
    }

    public func deleteItem(_ id: Item.ID) throws -> Bool {
        try connection.writeTransaction {
            try connection.run("DELETE FROM items WHERE id = ?", [.integer(id.rawValue)])
            return connection.changes > 0
        }
    }

    public func replaceItems(matching filter: ItemFilter, with items: [Item]) throws {
        try connection.writeTransaction {
            try upsert(items)
            let kept = Set(items.map(\.id.rawValue))
            let query = ItemQuerySQL.ids(matching: filter)
            for id in try connection.rows(query.sql, query.values, { $0.integer(0) }) where !kept.contains(id)
            {
                try connection.run("DELETE FROM items WHERE id = ?", [.integer(id)])
            }
        }
    }

    private func upsert(_ items: [Item]) throws {
        for item in items {
            try requiringOwner(item.ownerID) {
                try connection.run(
                    "INSERT INTO items (id, name, is_completed, owner_id) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (id) DO UPDATE SET name = excluded.name, "
                        + "is_completed = excluded.is_completed, owner_id = excluded.owner_id",
                    [
                        .integer(item.id.rawValue), .text(item.name.value), .bool(item.isCompleted),
                        .optionalInteger(item.ownerID?.rawValue),
                    ])
            }
        }
    }

    private func requiringOwner(_ owner: User.ID?, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch let error where SQLiteConstraint(error) == .foreignKey {
            // Only an owner can break the items' one foreign key.
            guard let owner else { throw error }
            throw DomainError.userNotFound(owner)
        }
    }

    private static func item(_ row: SQLiteRow) throws -> Item {
        Item(
            id: try identifier(row.integer(0)),
            name: try ItemName(row.text(1)),
            isCompleted: row.integer(2) != 0,
            ownerID: try row.optionalInteger(3).map { try identifier($0) }
        )
    }
}
