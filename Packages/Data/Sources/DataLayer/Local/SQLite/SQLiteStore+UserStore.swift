import Domain

extension SQLiteStore: UserStore {
    private static let userColumns = StoredUser.selection

    public func users(matching search: SearchQuery?, page: PageRequest) throws -> Page<User> {
        // Users sort by id; a page starts after the cursor's id (0 before the first page).
        let after: SQLValue = .integer(page.cursor?.keys.first ?? 0)
        var collector = PageCollector<User>(page)
        let row = { (row: SQLiteRow) in
            collector.add(StoredUser(row), keys: SortKeys(row.integer(StoredUser.Column.id)))
        }
        if let search {
            try connection.run(
                "SELECT \(Self.userColumns) FROM users WHERE (crew_contains(name, ?1) OR crew_contains(email, ?1)) "
                    + "AND id > ?2 ORDER BY id LIMIT ?3",
                [.text(search.value), after, .integer(page.limit + 1)], row: row)
        } else {
            try connection.run(
                "SELECT \(Self.userColumns) FROM users WHERE id > ?1 ORDER BY id LIMIT ?2",
                [after, .integer(page.limit + 1)], row: row)
        }
        return collector.page
    }

    /// Throws `DomainError.damagedUser` for a row whose name or e-mail breaks the rules.
    public func user(withID id: User.ID) throws -> User? {
        try connection.rows(
            "SELECT \(Self.userColumns) FROM users WHERE id = ?", [.integer(id.rawValue)], StoredUser.init
        ).first?.requireReadable()
    }

    public func user(withEmail email: EmailAddress) throws -> User? {
        try connection.rows(
            "SELECT \(Self.userColumns) FROM users WHERE email = ?", [.text(email.value)], StoredUser.init
        ).first?.requireReadable()
    }

    public func insert(_ user: NewUser) throws -> User {
        try change { try insertUser(user) }
    }

    /// Inserts inside the caller's transaction; a requested id that is taken is `userAlreadyExists`.
    func insertUser(_ draft: NewUser) throws -> User {
        let user = draft.identified()
        if let id = user.requestedID, try self.user(withID: id) != nil {
            throw DomainError.userAlreadyExists(id)
        }
        try refusingTakenEmail(user.email) {
            try connection.run(
                "INSERT INTO users (id, name, email, uuid) VALUES (?, ?, ?, ?)",
                [
                    .optionalInteger(user.requestedID?.rawValue), .text(user.name.value),
                    .text(user.email.value), .optionalText(user.uuid?.uuidString.lowercased()),
                ])
        }
        return user.stored(as: try Self.assignedIdentifier(connection.lastInsertedRowID, kind: "user"))
    }

    public func save(_ users: [User]) throws {
        try change {
            for user in users {
                try refusingTakenEmail(user.email) {
                    try connection.run(
                        "INSERT INTO users (id, name, email, uuid) VALUES (?, ?, ?, ?) "
                            + "ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, "
                            + "uuid = excluded.uuid",
                        [
                            .integer(user.id.rawValue), .text(user.name.value), .text(user.email.value),
                            .text(user.uuid.uuidString.lowercased()),
                        ])
                }
            }
        }
    }

    public func update(_ user: User) throws -> Bool {
        try change {
            try refusingTakenEmail(user.email) {
                try connection.run(
                    "UPDATE users SET name = ?, email = ? WHERE id = ?",
                    [.text(user.name.value), .text(user.email.value), .integer(user.id.rawValue)])
            }
            return connection.changes > 0
        }
    }

    public func deleteUser(_ id: User.ID, handingItemsOver handover: ItemHandover) throws -> Bool {
        try change {
            guard
                try connection.integer("SELECT count(*) FROM users WHERE id = ?", [.integer(id.rawValue)])
                    == 1
            else { return false }
            switch handover {
            case .refuse:
                let owned = try connection.integer(
                    "SELECT count(*) FROM items WHERE owner_id = ?", [.integer(id.rawValue)])
                if let owned, owned > 0 { throw DomainError.userOwnsItems(id, count: owned) }
            case .reassign(let heir):
                guard try user(withID: heir) != nil else { throw DomainError.userNotFound(heir) }
                try connection.run(
                    "UPDATE items SET owner_id = ? WHERE owner_id = ?",
                    [.integer(heir.rawValue), .integer(id.rawValue)])
            case .release:
                try connection.run(
                    "UPDATE items SET owner_id = NULL WHERE owner_id = ?", [.integer(id.rawValue)])
            }
            try connection.run("DELETE FROM users WHERE id = ?", [.integer(id.rawValue)])
            return true
        }
    }

    private func refusingTakenEmail(_ email: EmailAddress, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch let error where SQLiteConstraint(error) == .unique {
            throw DomainError.emailAlreadyRegistered(email)
        }
    }

    static func identifier<Entity>(_ raw: Int) throws -> Identifier<Entity> {
        try Identifier(validating: raw)
    }

    /// The id SQLite just gave a new row: past `Identifier.maximum` only if an import took the
    /// largest id, and then the insert is refused with a sentence, not a range error.
    static func assignedIdentifier<Entity>(_ raw: Int, kind: String) throws -> Identifier<Entity> {
        guard let id = Identifier<Entity>(rawValue: raw) else { throw StoreError.noIDLeft(kind: kind) }
        return id
    }
}
