import Domain

extension PostgresStore: UserStore {
    private static let userColumns = StoredUser.selection

    /// Users by id after the cursor. A search is the Domain's own rule (`SearchQuery.matches`),
    /// run here over the users read in id order, a batch at a time, until the page is full:
    /// a team's users are few, and the server's notion of case would not be the Domain's.
    public func users(matching search: SearchQuery?, page: PageRequest) throws -> Page<User> {
        try access {
            var collector = PageCollector<User>(page)
            var after = page.cursor?.keys.first ?? 0
            let batch = search == nil ? page.limit + 1 : max(200, page.limit + 1)
            while collector.missing > 0 {
                var read = 0
                try connection.run(
                    "SELECT \(Self.userColumns) FROM users WHERE id > $1 ORDER BY id LIMIT $2",
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
                "SELECT \(Self.userColumns) FROM users WHERE id = $1", [.integer(id.rawValue)],
                StoredUser.init
            ).first?.requireReadable()
        }
    }

    public func user(withEmail email: EmailAddress) throws -> User? {
        try access {
            try connection.rows(
                "SELECT \(Self.userColumns) FROM users WHERE email = $1", [.text(email.value)],
                StoredUser.init
            ).first?.requireReadable()
        }
    }

    public func insert(_ user: NewUser) throws -> User {
        try change { try insertUser(user) }
    }

    /// Inserts inside the caller's transaction; a requested id that is taken is `userAlreadyExists`.
    func insertUser(_ draft: NewUser) throws -> User {
        let user = draft.identified()
        let raw: Int?
        do {
            raw = try connection.integer(
                "INSERT INTO users (id, name, email, uuid) VALUES (coalesce($1::bigint, nextval('user_ids')), $2, $3, $4) RETURNING id",
                [
                    .optionalInteger(user.requestedID?.rawValue), .text(user.name.value),
                    .text(user.email.value), .optionalText(user.uuid?.uuidString.lowercased()),
                ])
        } catch let failure as PostgresFailure where failure.isUniqueViolation {
            guard failure.constraint == "users_email_unique" else {
                // An id from the sequence that another client's requested id took: run again.
                guard let requested = user.requestedID else { throw PostgresFailure.raced(failure) }
                throw DomainError.userAlreadyExists(requested)
            }
            throw DomainError.emailAlreadyRegistered(user.email)
        } catch let failure as PostgresFailure where failure.sqlState == "2200H" {
            throw StoreError.noIDLeft(kind: "user")
        }
        guard let raw, let id = User.ID(rawValue: raw) else { throw StoreError.noIDLeft(kind: "user") }
        try moveSequence("user_ids", past: user.requestedID?.rawValue ?? 0)
        return user.stored(as: id)
    }

    public func save(_ users: [User]) throws {
        try change {
            for user in users {
                try refusingTakenEmail(user.email) {
                    try connection.run(
                        "INSERT INTO users (id, name, email, uuid) VALUES ($1, $2, $3, $4) "
                            + "ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, uuid = excluded.uuid",
                        [
                            .integer(user.id.rawValue), .text(user.name.value), .text(user.email.value),
                            .text(user.uuid.uuidString.lowercased()),
                        ])
                }
            }
            try moveSequence("user_ids", past: users.map(\.id.rawValue).max() ?? 0)
        }
    }

    public func update(_ user: User) throws -> Bool {
        try change {
            try refusingTakenEmail(user.email) {
                try connection.run(
                    "UPDATE users SET name = $1, email = $2 WHERE id = $3",
                    [.text(user.name.value), .text(user.email.value), .integer(user.id.rawValue)])
            } > 0
        }
    }

    /// The user's items are handed over and the user removed in one transaction. An item that
    /// another client gives the user meanwhile makes the removal fail on the foreign key (never an
    /// item owned by nobody that exists); the transaction then runs again and sees that item.
    public func deleteUser(_ id: User.ID, handingItemsOver handover: ItemHandover) throws -> Bool {
        try change {
            guard
                try connection.integer("SELECT count(*) FROM users WHERE id = $1", [.integer(id.rawValue)])
                    == 1
            else { return false }
            switch handover {
            case .refuse:
                let owned = try connection.integer(
                    "SELECT count(*) FROM items WHERE owner_id = $1", [.integer(id.rawValue)])
                if let owned, owned > 0 { throw DomainError.userOwnsItems(id, count: owned) }
            case .reassign(let heir):
                guard
                    try connection.integer(
                        "SELECT count(*) FROM users WHERE id = $1", [.integer(heir.rawValue)])
                        == 1
                else { throw DomainError.userNotFound(heir) }
                try connection.run(
                    "UPDATE items SET owner_id = $1 WHERE owner_id = $2",
                    [.integer(heir.rawValue), .integer(id.rawValue)]
                )
            case .release:
                try connection.run(
                    "UPDATE items SET owner_id = NULL WHERE owner_id = $1", [.integer(id.rawValue)])
            }
            do {
                try connection.run("DELETE FROM users WHERE id = $1", [.integer(id.rawValue)])
            } catch let failure as PostgresFailure where failure.isForeignKeyViolation {
                // An item given to the user after the handover above: run the change again.
                throw PostgresFailure.raced(failure)
            }
            return true
        }
    }

    @discardableResult
    private func refusingTakenEmail(_ email: EmailAddress, _ write: () throws -> Int) throws -> Int {
        do {
            return try write()
        } catch let failure as PostgresFailure where failure.isUniqueViolation {
            throw DomainError.emailAlreadyRegistered(email)
        }
    }
}
