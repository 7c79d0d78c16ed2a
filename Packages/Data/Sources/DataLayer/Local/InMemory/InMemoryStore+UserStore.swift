import Domain

extension InMemoryStore: UserStore {
    public func users(matching search: SearchQuery?, page: PageRequest) -> Page<User> {
        UserOrder.page(of: shownUsers.values, matching: search, request: page)
    }

    public func user(withID id: User.ID) -> User? {
        shownUsers[id]
    }

    public func user(withEmail email: EmailAddress) -> User? {
        shownUsers.values.first { $0.email == email }
    }

    public func insert(_ user: NewUser) throws -> User {
        try transaction { state in try state.insert(user) }
    }

    public func save(_ users: [User]) throws {
        try transaction { state in
            for user in users {
                try state.requireFreeEmail(user.email, for: user.id)
                state.users[user.id] = user
                state.lastUserID = max(state.lastUserID, user.id.rawValue)
            }
        }
    }

    public func update(_ user: User) throws -> Bool {
        try transaction { state in
            guard state.users[user.id] != nil else { return false }
            try state.requireFreeEmail(user.email, for: user.id)
            state.users[user.id] = user
            return true
        }
    }

    public func deleteUser(_ id: User.ID, handingItemsOver handover: ItemHandover) throws -> Bool {
        try transaction { state in
            guard state.users[id] != nil else { return false }
            let owned = state.items.values.filter { $0.ownerID == id }
            switch handover {
            case .refuse:
                if !owned.isEmpty { throw DomainError.userOwnsItems(id, count: owned.count) }
            case .reassign(let heir):
                try state.requireOwner(heir)
                for item in owned { state.items[item.id]?.ownerID = heir }
            case .release:
                for item in owned { state.items[item.id]?.ownerID = nil }
            }
            state.users[id] = nil
            return true
        }
    }
}
