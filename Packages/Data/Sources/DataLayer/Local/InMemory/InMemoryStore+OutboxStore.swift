import Domain

/// The outbox in memory, with the SQL store's rules (`SQLStore+OutboxStore`).
extension InMemoryStore: OutboxStore {
    public func queue(_ change: OfflineChange) throws -> [Item] {
        var waiting = outbox
        var number = lastOutboxNumber
        let batch = (outbox.map(\.batch).max() ?? 0) + 1
        let next = (outbox.compactMap { $0.itemID?.provisionalNumber }.max() ?? 0) + 1
        let made = try transaction { state -> [Item] in
            for (base, record) in change.updates {
                guard state.items[base.id] != nil else { throw DomainError.itemNotFound(base.id) }
                try state.requireOwner(record.ownerID)
                state.items[base.id] = record
                number += 1
                waiting.append(
                    PendingChange(number: number, action: .update, base: base, record: record, batch: batch))
            }
            for item in change.removes {
                state.items[item.id] = nil
                number += 1
                waiting.append(
                    PendingChange(number: number, action: .remove, base: item, record: nil, batch: batch))
            }
            var made: [Item] = []
            for (offset, draft) in change.creates.enumerated() {
                try state.requireOwner(draft.ownerID)
                guard let id = Item.ID(provisional: next + offset) else {
                    throw StoreError.noIDLeft(kind: "item")
                }
                let item = draft.identified().stored(as: id)
                state.items[id] = item
                number += 1
                waiting.append(
                    PendingChange(number: number, action: .create, base: nil, record: item, batch: batch))
                made.append(item)
            }
            return made
        }
        (outbox, lastOutboxNumber) = (waiting, number)
        return made
    }

    public func queueUsers(_ drafts: [NewUser]) throws -> [User] {
        let batch = (outbox.map(\.batch).max() ?? 0) + 1
        var number = (users.keys.compactMap(\.provisionalNumber).max() ?? 0) + 1
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
                PendingChange(number: last, action: .create, base: nil, record: nil, batch: batch, user: user)
            )
            made.append(user)
            number += 1
        }
        for user in made { users[user.id] = user }
        (outbox, lastOutboxNumber) = (waiting, last)
        return made
    }

    public func settleUser(_ number: Int, answer answered: User) {
        guard let entry = outbox.first(where: { $0.number == number }), let old = entry.user?.id else {
            return
        }
        outbox.removeAll { $0.number == number }
        users[old] = nil
        users[answered.id] = answered
        guard old != answered.id else { return }
        let move = { (item: Item?) -> Item? in
            guard var item else { return nil }
            if item.ownerID == old { item.ownerID = answered.id }
            return item
        }
        for (id, item) in items where item.ownerID == old { items[id] = move(item) }
        outbox = outbox.map {
            $0.user == nil
                ? $0.with(
                    base: move($0.base), record: move($0.record), conflicts: $0.conflicts, theirs: $0.theirs)
                : $0
        }
    }

    public func pendingChanges() -> [PendingChange] {
        outbox
    }

    public func settle(_ number: Int, answer answered: Item?) throws {
        guard let entry = outbox.first(where: { $0.number == number }), let id = entry.itemID else { return }
        outbox.removeAll { $0.number == number }
        if let answered, answered.id != id {
            items[id] = nil
            outbox = outbox.map { change in
                guard change.itemID == id else { return change }
                return change.with(
                    base: change.base?.renumbered(as: answered.id),
                    record: change.record?.renumbered(as: answered.id),
                    conflicts: change.conflicts, theirs: change.theirs)
            }
        }
        let current = answered?.id ?? id
        // A later change to the record still shows it as that change left it (renumbered).
        if let later = outbox.last(where: { $0.itemID == current }) {
            if let record = later.record { items[current] = record }
            return
        }
        items[current] = answered
    }

    public func markConflict(_ number: Int, fields: [ItemField], theirs: Item) {
        outbox = outbox.map { change in
            guard change.number == number else { return change }
            return change.with(base: change.base, record: change.record, conflicts: fields, theirs: theirs)
        }
    }

    public func drop(_ number: Int, keeping theirs: Item?) {
        guard let entry = outbox.first(where: { $0.number == number }) else { return }
        outbox.removeAll { $0.number == number }
        if let theirs {
            items[theirs.id] = theirs
        } else if entry.action == .create, let id = entry.itemID {
            items[id] = nil
        }
    }

    public func rebase(_ number: Int, base: Item, record: Item?) {
        outbox = outbox.map { $0.number == number ? $0.with(base: base, record: record) : $0 }
    }

    public func undoLastWaiting() -> [PendingChange] {
        guard let batch = outbox.map(\.batch).max() else { return [] }
        let undone = outbox.filter { $0.batch == batch }
        for change in undone.reversed() {
            if let user = change.user {
                users[user.id] = nil
                continue
            }
            switch change.action {
            case .create: if let id = change.itemID { items[id] = nil }
            case .update, .remove: if let base = change.base { items[base.id] = base }
            }
        }
        outbox.removeAll { $0.batch == batch }
        return undone
    }
}
