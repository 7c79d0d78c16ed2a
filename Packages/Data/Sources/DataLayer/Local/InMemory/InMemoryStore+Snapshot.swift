import Domain

extension InMemoryStore {
    /// The state a transaction works on; it replaces the store's only when the transaction succeeds.
    struct Snapshot {
        var users: InMemoryTouchedRecords<User.ID, User>
        var items: InMemoryTouchedRecords<Item.ID, Item>
        var lastUserID: Int
        var lastItemID: Int

        mutating func insert(_ newItems: [NewItem]) throws -> [Item] {
            // The identities held, read once for the batch (not once a draft: an import of 1,000
            // items into 20,000 compared twenty million).
            let held = newItems.contains { $0.uuid != nil } ? Set(items.values.map(\.uuid)) : []
            return try newItems.map { draft in
                let item = draft.identified()
                if let uuid = draft.uuid, held.contains(uuid) {
                    throw DomainError.itemIdentityTaken(uuid)
                }
                try requireOwner(item.ownerID)
                if let id = item.requestedID, items[id] != nil { throw DomainError.itemAlreadyExists(id) }
                guard let id = item.requestedID ?? Item.ID(rawValue: lastItemID + 1) else {
                    throw StoreError.noIDLeft(kind: "item")
                }
                lastItemID = max(lastItemID, id.rawValue)
                let stored = item.stored(as: id)
                items[stored.id] = stored
                return stored
            }
        }

        mutating func insert(_ draft: NewUser) throws -> User {
            let user = draft.identified()
            try requireFreeEmail(user.email, for: nil)
            if let id = user.requestedID, users[id] != nil { throw DomainError.userAlreadyExists(id) }
            guard let id = user.requestedID ?? User.ID(rawValue: lastUserID + 1) else {
                throw StoreError.noIDLeft(kind: "user")
            }
            lastUserID = max(lastUserID, id.rawValue)
            let stored = user.stored(as: id)
            users[stored.id] = stored
            return stored
        }

        func requireOwner(_ owner: User.ID?) throws {
            if let owner, users[owner] == nil { throw DomainError.userNotFound(owner) }
        }

        func requireFreeEmail(_ email: EmailAddress, for id: User.ID?) throws {
            if users.values.contains(where: { $0.email == email && $0.id != id }) {
                throw DomainError.emailAlreadyRegistered(email)
            }
        }
    }
}
