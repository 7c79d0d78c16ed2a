import Domain

extension SQLiteStore: UserStore {
    private static let userColumns = "id, name, email"

    public func users(matching search: SearchQuery?, page: PageRequest) throws -> Page<User> {
        // Users sort by id; a page starts after the cursor's id (0 before the first page).
        let after: SQLiteValue = .integer(page.cursor?.keys.first ?? 0)
        let users =
            if let search {
                try connection.rows(
                    "SELECT \(Self.userColumns) FROM users WHERE (crew_contains(name, ?1) OR crew_contains(email, ?1)) "
                        + "AND id > ?2 ORDER BY id LIMIT ?3",
                    [.text(search.value), after, .integer(page.limit + 1)], Self.user)
            } else {
                try connection.rows(
                    "SELECT \(Self.userColumns) FROM users WHERE id > ?1 ORDER BY id LIMIT ?2",
                    [after, .integer(page.limit + 1)], Self.user)
            }
        return Page(slicing: users, for: page, cursor: UserOrder.cursor(after:))
    }

    public func user(withID id: User.ID) throws -> User? {
        try connection.rows(
            "SELECT \(Self.userColumns) FROM users WHERE id = ?", [.integer(id.rawValue)], Self.user
        ).first
    }

    public func user(withEmail email: EmailAddress) throws -> User? {
        try connection.rows(
            "SELECT \(Self.userColumns) FROM users WHERE email = ?", [.text(email.value)], Self.user
        ).first
    }

    public func insert(_ user: NewUser) throws -> User {
        try change { try insertUser(user) }
    }

    /// Inserts inside the caller's transaction; a requested id that is taken is `userAlreadyExists`.
    func insertUser(_ user: NewUser) throws -> User {
        if let id = user.requestedID, try self.user(withID: id) != nil {
            throw DomainError.userAlreadyExists(id)
        }
        try refusingTakenEmail(user.email) {
            try connection.run(
                "INSERT INTO users (id, name, email) VALUES (?, ?, ?)",
                [
                    .optionalInteger(user.requestedID?.rawValue), .text(user.name.value),
                    .text(user.email.value),
                ])
        }
        return user.stored(as: try Self.identifier(connection.lastInsertedRowID))
    }

    public func save(_ users: [User]) throws {
        try change {
            for user in users {
                try refusingTakenEmail(user.email) {
                    try connection.run(
                        "INSERT INTO users (id, name, email) VALUES (?, ?, ?) "
                            + "ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email",
                        [.integer(user.id.rawValue), .text(user.name.value), .text(user.email.value)])
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
            guard try user(withID: id) != nil else { return false }
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

    private static func user(_ row: SQLiteRow) throws -> User {
        User(
            id: try identifier(row.integer(0)),
            name: try PersonName(row.text(1)),
            email: try EmailAddress(row.text(2))
        )
    }

    static func identifier<Entity>(_ raw: Int) throws -> Identifier<Entity> {
        try Identifier(validating: raw)
    }
}
