import Domain

/// The cache's outbox as the Domain's `WaitingChanges`.
public struct OutboxWaitingChanges: WaitingChanges {
    private let outbox: any OutboxStore

    /// The changes waiting in `outbox`.
    public init(outbox: any OutboxStore) {
        self.outbox = outbox
    }

    public func waiting() async throws -> [WaitingChange] {
        try await outbox.pendingChanges()
    }

    public func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID]) async throws
        -> [WaitingChange]
    {
        let (items, people) = (Set(ids), Set(users))
        let everyOne = ids.isEmpty && users.isEmpty
        let settled = try await outbox.pendingChanges().filter { change in
            guard change.isConflict else { return false }
            if everyOne { return true }
            if let user = change.userChange { return user.id.map(people.contains) == true }
            return change.itemID.map(items.contains) == true
        }
        for change in settled {
            if let user = change.userChange {
                try await keep(side, user, number: change.number, action: change.action)
                continue
            }
            guard let theirs = change.theirs else { continue }
            switch (side, change.action) {
            case (.theirs, _):
                try await outbox.drop(change.number, keeping: .item(theirs))
            case (.mine, .remove):
                // Removed all the same: the server's record is what the removal is made from now.
                try await outbox.rebase(change.number, base: .item(theirs), record: nil)
            case (.mine, _):
                guard let base = change.base, let mine = change.record else { continue }
                try await outbox.rebase(
                    change.number, base: .item(theirs),
                    record: .item(ItemMerge.keepingMine(base: base, mine: mine, theirs: theirs)))
            }
        }
        return settled
    }

    /// A user's conflict settled as an item's is.
    private func keep(
        _ side: ConflictSide, _ user: WaitingUserChange, number: Int, action: WaitingChange.Action
    )
        async throws
    {
        guard let theirs = user.theirs else { return }
        switch (side, action) {
        case (.theirs, _):
            try await outbox.drop(number, keeping: .user(theirs))
        case (.mine, .remove):
            try await outbox.rebase(number, base: .user(theirs), record: nil)
        case (.mine, _):
            guard let base = user.base, let mine = user.record else { return }
            try await outbox.rebase(
                number, base: .user(theirs),
                record: .user(UserMerge.keepingMine(base: base, mine: mine, theirs: theirs)))
        }
    }
}
