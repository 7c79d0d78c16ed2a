import Domain

extension InMemoryStore: JournalStore {
    public func recentChanges(limit: Int) -> [JournalEntry] {
        journal.suffix(max(0, limit)).reversed().map(Self.journaled)
    }

    public func newestChangeNumber() -> Int? {
        journal.last?.sequence
    }

    public func changes(toItem id: Item.ID, limit: Int) -> [JournalEntry] {
        Array(
            journal.reversed().map { Self.journaled($0.touching(item: id)) }.filter { !$0.items.isEmpty }
                .prefix(
                    max(0, limit)))
    }

    /// The change as the SQL stores' journals read it back: an item's notes are records of their
    /// own there, so each item carries the notes the change touched (`NoteSteps`), not all of them.
    private static func journaled(_ change: JournalEntry) -> JournalEntry {
        JournalEntry(
            sequence: change.sequence, date: change.date, users: change.users,
            items: change.items.map(\.carryingTouchedNotes), kind: change.kind,
            repairedItems: change.repairedItems, author: change.author)
    }

    /// Puts back every record of the last change, as ``SQLiteStore`` does, and forgets the change.
    public func undoLastChange() throws -> JournalEntry? {
        try undo(.newest, force: false)?.change
    }

    /// Puts back every record of the change `choice` names, as ``SQLiteStore`` does: refused when
    /// a later change touched one of its records; the newest change kept when it is newer.
    public func undo(_ choice: UndoChoice, force: Bool) throws -> UndoneChange? {
        let chosen: Int?
        switch choice {
        case .newest: chosen = journal.indices.last
        case .newestBy(let who): chosen = journal.lastIndex { $0.author.isSamePerson(as: who) }
        case .number(let number): chosen = journal.firstIndex { $0.sequence == number }
        }
        guard let index = chosen else {
            switch choice {
            case .newest: return nil
            case .newestBy(let who):
                if journal.isEmpty { return nil }
                throw DomainError.nothingOfYoursToUndo(who)
            case .number(let number): throw DomainError.noSuchChange(number)
            }
        }
        let entry = journal[index]
        let later = Self.laterChange(touching: entry, in: journal[(index + 1)...])
        if let later {
            guard force else { throw DomainError.laterChangeTouched(change: entry.sequence, later: later) }
            return try undoByForce(entry, over: later)
        }
        let (heldItems, heldUsers) = (items, users)
        try UndoConflicts(
            itemsOwned: { owner in heldItems.values.filter { $0.ownerID == owner }.map(\.id) },
            userWithEmail: { email in heldUsers.values.first { $0.email == email }?.id },
            userExists: { heldUsers[$0] != nil },
            itemWithIdentity: { uuid in heldItems.values.first { $0.uuid == uuid }?.id }
        ).check(entry, isNewest: index == journal.count - 1)
        for change in entry.users {
            guard let id = (change.before ?? change.after)?.id else { continue }
            guard users[id] == change.after else {
                throw DomainError.cannotUndo(reason: "user \(id) was changed since")
            }
        }
        for change in entry.items {
            guard let id = (change.before ?? change.after)?.id else { continue }
            guard items[id] == change.after else {
                throw DomainError.cannotUndo(reason: "item \(id) was changed since")
            }
        }
        for change in entry.users {
            if let id = (change.before ?? change.after)?.id { users[id] = change.before }
        }
        for change in entry.items {
            if let id = (change.before ?? change.after)?.id { items[id] = change.before }
        }
        journal.remove(at: index)
        let newer = journal.last.flatMap { $0.sequence > entry.sequence ? $0 : nil }
        return UndoneChange(
            change: Self.journaled(entry),
            newerChange: newer.map { LaterChange(sequence: $0.sequence, author: $0.author) })
    }

    /// `entry`'s undo applied over the records as they are, field by field (`ForcedUndo`),
    /// journaled as a change of this store's author; `entry` is forgotten.
    private func undoByForce(_ entry: JournalEntry, over later: LaterChange) throws -> UndoneChange {
        let undo = try ForcedUndo(undoing: entry, items: items, users: users)
        try transaction { state in
            for item in undo.updated {
                try state.requireOwner(item.ownerID)
                state.items[item.id] = item
            }
            for id in undo.removed { state.items[id] = nil }
            for item in undo.restored {
                try state.requireOwner(item.ownerID)
                state.items[item.id] = item
            }
            for user in undo.updatedUsers {
                if state.users.values.contains(where: { $0.id != user.id && $0.email == user.email }) {
                    throw DomainError.emailAlreadyRegistered(user.email)
                }
                state.users[user.id] = user
            }
        }
        journal.removeAll { $0.sequence == entry.sequence }
        let newer = journal.last.flatMap { $0.sequence > entry.sequence ? $0 : nil }
        return UndoneChange(
            change: Self.journaled(entry),
            newerChange: newer.map { LaterChange(sequence: $0.sequence, author: $0.author) },
            forcedOver: later)
    }

    /// The first of `later` that touched a user or an item `entry` touched, with that record.
    private static func laterChange(touching entry: JournalEntry, in later: ArraySlice<JournalEntry>)
        -> LaterChange?
    {
        let users = Set(entry.users.compactMap { ($0.before ?? $0.after)?.id })
        let items = Set(entry.items.compactMap { ($0.before ?? $0.after)?.id })
        for change in later {
            if let user = change.users.compactMap({ ($0.before ?? $0.after)?.id }).first(
                where: users.contains)
            {
                return LaterChange(sequence: change.sequence, author: change.author, record: "user \(user)")
            }
            if let item = change.items.compactMap({ ($0.before ?? $0.after)?.id }).first(
                where: items.contains)
            {
                return LaterChange(sequence: change.sequence, author: change.author, record: "item \(item)")
            }
        }
        return nil
    }
}
