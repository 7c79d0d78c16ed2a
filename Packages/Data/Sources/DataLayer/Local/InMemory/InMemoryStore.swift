import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// A store that keeps everything in memory: the cache when no file can be used, and the
/// reference the shared store specs hold ``SQLiteStore`` to. It applies the Domain's own
/// definitions of filters and orders, and the same constraints as the SQLite schema.
public actor InMemoryStore {
    /// What the store holds: local data or an API's cache.
    public nonisolated let contents: StoreContents
    var users: [User.ID: User] = [:]
    var items: [Item.ID: Item] = [:]
    var refreshes: [CachedCollection: Date] = [:]
    var lastUserID = 0
    var lastItemID = 0
    /// Every change, oldest first, while the store holds local data (a cache keeps no journal).
    var journal: [JournalEntry] = []
    var lastChangeSequence = 0
    /// The users and items as a snapshot began (see ``SnapshotStore``), which reads see until it ends.
    var frozen: (users: [User.ID: User], items: [Item.ID: Item])?
    let now: @Sendable () -> Date
    /// Who makes this store's changes, for the journal (one process has one author; tests of a
    /// shared store switch it, `actAs`).
    var author: ChangeAuthor
    /// The changes waiting for the API (``OutboxStore``), oldest first, and the last number given.
    var outbox: [WaitingChange] = []
    var lastOutboxNumber = 0
    /// Whether a sync of this outbox runs (`sendingAlone`).
    var isSending = false
    /// The highest change number a sync began to send (`OutboxStore.markSending`).
    var outboxSentThrough = 0
    /// The last provisional numbers given to items and to users: none is given twice.
    var lastProvisionalItem = 0
    var lastProvisionalUser = 0
    /// The pages recorded (``RecordedPage``), by listing and span, each with what it depends on.
    var recordedPages: [RecordedPageKey: (page: RecordedPage, dependsOn: RecordedPageGround)] = [:]

    /// What reads see: the snapshot while one is open, else the store as it is.
    var shownUsers: [User.ID: User] { frozen?.users ?? users }
    var shownItems: [Item.ID: Item] { frozen?.items ?? items }

    /// An empty store holding `contents`, stamping changes with `now` and journaling them as
    /// `author`'s.
    public init(
        contents: StoreContents = .localData, now: @escaping @Sendable () -> Date = Date.init,
        author: ChangeAuthor = .unknown
    ) {
        self.contents = contents
        self.now = now
        self.author = author
    }

    /// Makes the next changes as `author`'s: the in-memory store is one process's, and a test of
    /// a team on one store switches who works.
    @_spi(Testing) public func actAs(_ author: ChangeAuthor) {
        self.author = author
    }

    /// Runs `body` on a copy of the state and keeps the result only if it does not throw:
    /// the in-memory counterpart of a transaction. In a store of local data, what the change did
    /// to each record is journaled with it.
    func transaction<T>(kind: CommandKind = .edit, _ body: (inout Snapshot) throws -> T) rethrows -> T {
        var snapshot = Snapshot(
            users: InMemoryTouchedRecords(users), items: InMemoryTouchedRecords(items),
            lastUserID: lastUserID,
            lastItemID: lastItemID)
        let result = try body(&snapshot)
        if contents == .localData { journal(from: users, items, to: snapshot, kind: kind) }
        (users, items, lastUserID, lastItemID) = (
            snapshot.users.contents, snapshot.items.contents, snapshot.lastUserID, snapshot.lastItemID
        )
        return result
    }

    private func journal(
        from oldUsers: [User.ID: User], _ oldItems: [Item.ID: Item], to snapshot: Snapshot, kind: CommandKind
    ) {
        let userChanges = snapshot.users.changes(from: oldUsers).map {
            TouchedRecord(before: $0.before, after: $0.after)
        }
        let itemChanges = snapshot.items.changes(from: oldItems).map {
            TouchedRecord(before: $0.before, after: $0.after)
        }
        guard !userChanges.isEmpty || !itemChanges.isEmpty else { return }
        lastChangeSequence += 1
        journal.append(
            JournalEntry(
                sequence: lastChangeSequence, date: now(), users: userChanges, items: itemChanges, kind: kind,
                author: author)
        )
        if journal.count > Self.journalCapacity { journal.removeFirst(journal.count - Self.journalCapacity) }
    }

    /// How many changes the journal keeps, as ``SQLiteStore`` does.
    static let journalCapacity = 1_000
}
