/// What the user commands do.
extension CrewModel {
    mutating func addUser(name: String, email: String) -> ModelOutcome {
        guard !users.values.contains(where: { $0.email == email.lowercased() }) else {
            return .failed(.emailTaken)
        }
        lastUserID += 1
        users[lastUserID] = ModelUser(id: lastUserID, name: name, email: email)
        var entry = ModelJournalEntry()
        entry.users[lastUserID] = .some(nil)
        journal(entry)
        return .addedUser(lastUserID)
    }

    mutating func removeUser(_ id: Int, _ handover: ModelHandover) -> ModelOutcome {
        guard let user = users[id] else { return .failed(.userNotFound(id)) }
        if case .reassign(let heir) = handover {
            guard heir != id else { return .failed(.reassignToSelf) }
            guard users[heir] != nil else { return .failed(.userNotFound(heir)) }
        }
        let owned = items.values.filter { $0.owner == id }.map(\.id)
        var entry = ModelJournalEntry()
        switch handover {
        case .refuse: guard owned.isEmpty else { return .failed(.ownsItems(id, count: owned.count)) }
        case .release, .reassign:
            let heir: Int? = if case .reassign(let heir) = handover { heir } else { nil }
            for itemID in owned {
                entry.items[itemID] = items[itemID]
                items[itemID]?.owner = heir
            }
        }
        entry.users[id] = user
        users[id] = nil
        journal(entry)
        return .removedUser(id)
    }
}
