import Domain

/// The outbox's user entries in memory, with the SQL store's rules (`SQLStore+UserOutbox`).
extension InMemoryStore {
    public func queueUsers(_ drafts: [NewUser]) throws -> [User] {
        let batch = (outbox.map(\.batch).max() ?? 0) + 1
        var number = lastProvisionalUser + 1
        var made: [User] = []
        var waiting = outbox
        var last = lastOutboxNumber
        for draft in drafts {
            guard !users.values.contains(where: { $0.email == draft.email }) else {
                throw DomainError.emailAlreadyRegistered(draft.email)
            }
            guard let id = User.ID(provisional: number) else { throw StoreError.noIDLeft(kind: "user") }
            let user = draft.identified().stored(as: id)
            last += 1
            waiting.append(
                WaitingChange(
                    number: last, action: .create, base: nil, record: nil, batch: batch,
                    userChange: WaitingUserChange(base: nil, record: user)))
            made.append(user)
            number += 1
        }
        for user in made { users[user.id] = user }
        (outbox, lastOutboxNumber) = (waiting, last)
        lastProvisionalUser = number - 1
        return made
    }

    /// `settle`'s user, its entry gone, as `SQLStore` settles it.
    func settleUser(_ old: User.ID, answer answered: User?) {
        var current = old
        if let answered, answered.id != old {
            takePlace(of: old, as: answered)
            current = answered.id
        }
        // A later change to the user still shows it as that change left it.
        if let later = outbox.last(where: { $0.userChange?.id == current })?.userChange {
            if let record = later.record { users[current] = record } else { deleteCachedUser(current) }
            return
        }
        if let answered { users[answered.id] = answered } else { deleteCachedUser(current) }
    }

    /// The server's user takes the place of the provisional one: the items it owns move over,
    /// and the changes waiting name it anew (as the user changed, as an owner, as an heir).
    private func takePlace(of old: User.ID, as answered: User) {
        users[old] = nil
        users[answered.id] = answered
        let move = { (item: Item?) -> Item? in
            guard var item else { return nil }
            if item.ownerID == old { item.ownerID = answered.id }
            return item
        }
        for (id, item) in items where item.ownerID == old { items[id] = move(item) }
        let rename = { (user: User?) -> User? in
            user.map { $0.id == old ? $0.renumbered(as: answered.id) : $0 }
        }
        outbox = outbox.map { change in
            guard let user = change.userChange else {
                return change.with(
                    base: move(change.base), record: move(change.record), conflicts: change.conflicts,
                    theirs: change.theirs)
            }
            let handover = user.handover == .reassign(to: old) ? .reassign(to: answered.id) : user.handover
            return change.with(
                userChange: user.with(
                    base: rename(user.base), record: rename(user.record), handover: handover,
                    conflicts: user.conflicts, theirs: user.theirs))
        }
    }

    func deleteCachedUser(_ id: User.ID) {
        for (itemID, item) in items where item.ownerID == id { items[itemID]?.ownerID = nil }
        users[id] = nil
    }

    /// The store's rule that no two users share an e-mail.
    static func requireFree(_ email: EmailAddress, for id: User.ID, among users: [User.ID: User]) throws {
        if users.values.contains(where: { $0.email == email && $0.id != id }) {
            throw DomainError.emailAlreadyRegistered(email)
        }
    }
}
