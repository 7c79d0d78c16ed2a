/// What `crew export` and `crew import` of a backup do.
extension CrewModel {
    mutating func export() -> ModelOutcome {
        backups.append(ModelBackup(users: shownUsers, items: items.values.sorted { $0.id < $1.id }))
        return .exported(backups.count - 1)
    }

    /// Into an empty store (or replacing everything) every id is kept; into one with data, users
    /// are matched by e-mail (the stored one kept), the others added, and every item whose
    /// identity the store does not hold yet is added under a new id, its owner found by e-mail.
    mutating func importBackup(_ number: Int, replacing: Bool) -> ModelOutcome {
        guard backups.indices.contains(number) else { return .failed(.noSuchBackup) }
        let backup = backups[number]
        var entry = ModelJournalEntry()
        if replacing {
            entry.replacedRecords = !users.isEmpty || !items.isEmpty
            for (id, user) in users { entry.users[id] = user }
            for (id, item) in items { entry.items[id] = item }
            users = [:]
            items = [:]
        }
        let keepsIDs = users.isEmpty && items.isEmpty
        var owners: [Int: Int] = [:]
        var addedUsers = 0
        for user in backup.users {
            if !keepsIDs, let existing = users.values.first(where: { $0.email == user.email }) {
                owners[user.id] = existing.id
                continue
            }
            let id = keepsIDs ? user.id : lastUserID + 1
            lastUserID = max(lastUserID, id)
            if entry.users[id] == nil { entry.users[id] = .some(nil) }
            users[id] = ModelUser(id: id, name: user.name, email: user.email)
            owners[user.id] = id
            addedUsers += 1
        }
        let held = Set(items.values.map(\.identity))
        var addedItems = 0
        for item in backup.items where !held.contains(item.identity) {
            var added = item
            added.id = keepsIDs ? item.id : lastItemID + 1
            added.owner = item.owner.flatMap { owners[$0] }
            lastItemID = max(lastItemID, added.id)
            if entry.items[added.id] == nil { entry.items[added.id] = .some(nil) }
            items[added.id] = added
            addedItems += 1
        }
        journal(entry)
        return .imported(users: addedUsers, items: addedItems)
    }
}
