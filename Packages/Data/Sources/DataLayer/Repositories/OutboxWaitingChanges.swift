import Domain

/// The cache's outbox as the Domain's `WaitingChanges`.
public struct OutboxWaitingChanges: WaitingChanges {
    private let outbox: any OutboxStore

    public init(outbox: any OutboxStore) {
        self.outbox = outbox
    }

    public func waiting() async throws -> [PendingChange] {
        try await outbox.pendingChanges()
    }

    public func keep(_ side: ConflictSide, for ids: [Item.ID]) async throws -> [PendingChange] {
        let named = Set(ids)
        let settled = try await outbox.pendingChanges().filter { change in
            !change.conflicts.isEmpty && (named.isEmpty || change.itemID.map(named.contains) == true)
        }
        for change in settled {
            guard let theirs = change.theirs else { continue }
            switch (side, change.action) {
            case (.theirs, _):
                try await outbox.drop(change.number, keeping: theirs)
            case (.mine, .remove):
                // Removed all the same: the server's record is what the removal is made from now.
                try await outbox.rebase(change.number, base: theirs, record: nil)
            case (.mine, _):
                guard let base = change.base, let mine = change.record else { continue }
                try await outbox.rebase(
                    change.number, base: theirs,
                    record: ItemMerge.keepingMine(base: base, mine: mine, theirs: theirs))
            }
        }
        return settled
    }
}
