import Domain

/// The outbox in memory, with the SQL store's rules (`SQLStore+OutboxStore`).
extension InMemoryStore: OutboxStore {
    public func queue(_ change: OfflineChange) throws -> [Item] {
        var waiting = outbox
        var number = lastOutboxNumber
        let batch = (outbox.map(\.batch).max() ?? 0) + 1
        let next = lastProvisionalItem + 1
        let made = try transaction { state -> [Item] in
            let enqueueUser = { (action: WaitingChange.Action, userChange: WaitingUserChange) in
                number += 1
                waiting.append(
                    WaitingChange(
                        number: number, action: action, base: nil, record: nil, batch: batch,
                        userChange: userChange))
            }
            for (base, record) in change.userUpdates {
                try Self.requireFree(record.email, for: record.id, among: state.users.contents)
                state.users[record.id] = record
                enqueueUser(.update, WaitingUserChange(base: base, record: record))
            }
            for (base, record) in change.updates {
                guard state.items[base.id] != nil else { throw DomainError.itemNotFound(base.id) }
                try state.requireOwner(record.ownerID)
                state.items[base.id] = record
                number += 1
                waiting.append(
                    WaitingChange(number: number, action: .update, base: base, record: record, batch: batch))
            }
            for (user, handover) in change.userRemoves {
                let owned = state.items.values.filter { $0.ownerID == user.id }.count
                // The foreign key's rule: the handover's updates came first.
                guard owned == 0 else { throw DomainError.userOwnsItems(user.id, count: owned) }
                state.users[user.id] = nil
                enqueueUser(.remove, WaitingUserChange(base: user, record: nil, handover: handover))
            }
            for item in change.removes {
                state.items[item.id] = nil
                number += 1
                waiting.append(
                    WaitingChange(number: number, action: .remove, base: item, record: nil, batch: batch))
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
                    WaitingChange(number: number, action: .create, base: nil, record: item, batch: batch))
                made.append(item)
            }
            return made
        }
        (outbox, lastOutboxNumber) = (waiting, number)
        lastProvisionalItem += change.creates.count
        return made
    }

    public func pendingChanges() -> [WaitingChange] {
        outbox
    }

    public func pendingChange(_ number: Int) -> WaitingChange? {
        outbox.first { $0.number == number }
    }

    public func settle(_ number: Int, answer: OutboxRecord?) {
        guard let entry = outbox.first(where: { $0.number == number }) else { return }
        outbox.removeAll { $0.number == number }
        if let user = entry.userChange {
            if let id = user.id { settleUser(id, answer: answer?.user) }
        } else if let id = entry.itemID {
            settleItem(number, id, answer: answer?.item)
        }
    }

    /// `settle`'s item, its entry gone, as `SQLStore` settles it.
    private func settleItem(_ number: Int, _ id: Item.ID, answer answered: Item?) {
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
        let waiting = outbox.filter { $0.itemID == current && $0.userChange == nil }
        items[current] = SettledRecord.shown(answer: answered, settled: number, waiting: waiting)
    }

    public func markConflict(_ number: Int, _ conflict: OutboxConflict) {
        outbox = outbox.map { change in
            guard change.number == number else { return change }
            switch conflict {
            case .item(let fields, let theirs):
                return change.with(
                    base: change.base, record: change.record, conflicts: fields, theirs: theirs)
            case .user(let fields, let theirs):
                guard let user = change.userChange else { return change }
                return change.with(
                    userChange: user.with(
                        base: user.base, record: user.record, handover: user.handover, conflicts: fields,
                        theirs: theirs))
            }
        }
    }

    public func drop(_ number: Int, keeping theirs: OutboxRecord?) {
        guard let entry = outbox.first(where: { $0.number == number }) else { return }
        outbox.removeAll { $0.number == number }
        switch theirs {
        case .item(let item)?: items[item.id] = item
        case .user(let user)?: users[user.id] = user
        case nil:
            if let user = entry.userChange {
                if let id = user.id { deleteCachedUser(id) }
            } else if entry.action == .create, let id = entry.itemID {
                items[id] = nil
            }
        }
    }

    public func rebase(_ number: Int, base: OutboxRecord, record: OutboxRecord?) {
        outbox = outbox.map { change in
            guard change.number == number else { return change }
            switch base {
            case .item(let base): return change.with(base: base, record: record?.item ?? change.record)
            case .user(let base):
                guard let user = change.userChange else { return change }
                return change.with(
                    userChange: user.with(
                        base: base, record: record?.user ?? user.record, handover: user.handover))
            }
        }
    }

    public func undoLastWaiting() -> [WaitingChange] {
        guard let batch = outbox.map(\.batch).max() else { return [] }
        let undone = outbox.filter { $0.batch == batch }
        for change in undone.reversed() {
            if let userChange = change.userChange {
                if let base = userChange.base {
                    users[base.id] = base
                } else if let id = userChange.id {
                    users[id] = nil
                }
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
