import Domain

extension SQLStore: UserStore {
    private static var userColumns: String { StoredUser.selection }

    /// Users by id after the cursor. A search is the Domain's own rule (`SearchQuery.matches`),
    /// run here over the users read in id order, a batch at a time, until the page is full: a
    /// team's users are few, and an engine's notion of case would not be the Domain's.
    public func users(matching search: SearchQuery?, page: PageRequest) throws -> Page<User> {
        try access {
            var collector = PageCollector<User>(page)
            // Before every id: a cache's users made offline have negative ones (`~1`).
            var after = page.cursor?.keys.first ?? Int.min
            let batch = search == nil ? page.limit + 1 : max(200, page.limit + 1)
            while collector.missing > 0 {
                var read = 0
                try connection.run(
                    "SELECT \(Self.userColumns) FROM users WHERE id > ? ORDER BY id LIMIT ?",
                    [.integer(after), .integer(search == nil ? collector.missing : batch)]
                ) { row in
                    read += 1
                    after = row.integer(StoredUser.Column.id)
                    if let search, !search.matches(text: row.text(StoredUser.Column.name)),
                        !search.matches(text: row.text(StoredUser.Column.email))
                    {
                        return
                    }
                    guard collector.missing > 0 else { return }
                    collector.add(StoredUser(row), keys: SortKeys(after))
                }
                if search == nil || read < batch { break }
            }
            return collector.page
        }
    }

    /// Throws `DomainError.damagedUser` for a row whose name or e-mail breaks the rules.
    public func user(withID id: User.ID) throws -> User? {
        try access {
            try connection.rows(
                "SELECT \(Self.userColumns) FROM users WHERE id = ?", [.integer(id.rawValue)]
            ) { StoredUser($0) }.first?.requireReadable()
        }
    }

    public func user(withEmail email: EmailAddress) throws -> User? {
        try access {
            try connection.rows(
                "SELECT \(Self.userColumns) FROM users WHERE email = ?", [.text(email.value)]
            ) { StoredUser($0) }.first?.requireReadable()
        }
    }

    public func insert(_ user: NewUser) throws -> User {
        try change { try insertUser(user) }
    }

    /// Inserts inside the caller's transaction; a requested id that is taken is `userAlreadyExists`.
    func insertUser(_ draft: NewUser) throws -> User {
        let user = draft.identified()
        let ids = try identifiers(
            for: [user.requestedID], in: "users", kind: "user", alreadyExists: DomainError.userAlreadyExists)
        let id = ids[0]
        try refusingViolations(email: user.email) {
            try connection.run(
                "INSERT INTO users (id, name, email, uuid) VALUES (?, ?, ?, ?)",
                [
                    .integer(id.rawValue), .text(user.name.value), .text(user.email.value),
                    .optionalText(user.uuid?.uuidString.lowercased()),
                ])
        }
        try connection.handedOut(upTo: id.rawValue, in: "users")
        return user.stored(as: id)
    }

    /// Users already stored as the server sends them are not written again: a sync saves every
    /// user at each run, and one that finds nothing changed writes nothing (the pages the cache
    /// recorded stand, see ``RecordedPage``). Decided again inside the write when one is needed.
    public func save(_ users: [User]) throws {
        guard try access({ try changesAny(of: users) }) else { return }
        try change {
            guard try changesAny(of: users) else { return }
            try saveUsers(users)
        }
    }

    /// Whether any of `users` is not stored as it is.
    private func changesAny(of users: [User]) throws -> Bool {
        guard !users.isEmpty else { return false }
        let ids = Connection.dialect.condition(
            "id", isAnyOf: users.map { String($0.id.rawValue) }, of: .integer)
        var stored: [User.ID: User] = [:]
        try connection.run("SELECT \(Self.userColumns) FROM users WHERE " + ids.sql, [ids.value]) { row in
            if let user = StoredUser(row).user { stored[user.id] = user }
        }
        return users.contains { stored[$0.id] != $0 }
    }

    /// Inserts or replaces users under their ids, inside the caller's transaction.
    func saveUsers(_ users: [User]) throws {
        do {
            for user in users {
                try refusingViolations(email: user.email) {
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
            try connection.handedOut(upTo: users.map { $0.id.rawValue }.max() ?? 0, in: "users")
        }
    }

    public func update(_ user: User) throws -> Bool {
        try change {
            try refusingViolations(email: user.email) {
                try connection.run(
                    "UPDATE users SET name = ?, email = ? WHERE id = ?",
                    [.text(user.name.value), .text(user.email.value), .integer(user.id.rawValue)])
            } > 0
        }
    }

    /// The user's items are handed over and the user removed in one transaction. An item that
    /// another client gives the user meanwhile makes the removal fail on the foreign key (never an
    /// item owned by nobody that exists); the transaction then runs again and sees that item.
    public func deleteUser(_ id: User.ID, handingItemsOver handover: ItemHandover) throws -> Bool {
        try change {
            guard try userExists(id) else { return false }
            switch handover {
            case .refuse:
                let owned = try connection.integer(
                    "SELECT count(*) FROM items WHERE owner_id = ?", [.integer(id.rawValue)])
                if let owned, owned > 0 { throw DomainError.userOwnsItems(id, count: owned) }
            case .reassign(let heir):
                guard try userExists(heir) else { throw DomainError.userNotFound(heir) }
                try connection.run(
                    "UPDATE items SET owner_id = ? WHERE owner_id = ?",
                    [.integer(heir.rawValue), .integer(id.rawValue)])
            case .release:
                try connection.run(
                    "UPDATE items SET owner_id = NULL WHERE owner_id = ?", [.integer(id.rawValue)])
            }
            do {
                try connection.run("DELETE FROM users WHERE id = ?", [.integer(id.rawValue)])
            } catch  where connection.violation(in: error) == .foreignKey {
                // An item given to the user after the handover above: run the change again.
                throw connection.raced(error)
            }
            return true
        }
    }

    private func userExists(_ id: User.ID) throws -> Bool {
        try connection.integer("SELECT count(*) FROM users WHERE id = ?", [.integer(id.rawValue)]) == 1
    }
}
