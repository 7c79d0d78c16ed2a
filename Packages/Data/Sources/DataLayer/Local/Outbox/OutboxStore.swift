import Domain

/// The changes an API's cache keeps while the API cannot be reached (`PendingChange`), each
/// written in the same transaction as the cache change it stands for, and removed only in the
/// transaction that records the server's answer: a process killed at any moment loses none and
/// sends none twice (a create the server applied unanswered is found by its identity).
public protocol OutboxStore: Sendable {
    /// Applies `change` to the cache and records it in the outbox, all in one transaction (user
    /// edits first, then items, then user removals, so that a removal follows its handover).
    /// Returns the items created, under provisional ids (`Identifier(provisional:)`).
    func queue(_ change: OfflineChange) async throws -> [Item]
    /// Adds users offline, as `queue` adds items: under provisional ids (`User.ID(provisional:)`),
    /// each recorded in the outbox, in one transaction.
    func queueUsers(_ drafts: [NewUser]) async throws -> [User]
    /// Runs `body` while no other process sends this outbox (a cron job's `crew sync` beside a
    /// typed one): when another does, waits for it to finish. What `body` sends is thus sent once.
    func sendingAlone<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result
    /// Records that change `number` is about to be sent, committed before the request goes: from
    /// then on the server may hold it, whatever becomes of the answer (`sentThrough`).
    func markSending(_ number: Int) async throws
    /// The highest change number a sync began to send (0: none): a change still waiting with a
    /// number up to it may have reached the server unanswered (numbers are never given twice).
    func sentThrough() async throws -> Int
    /// What waits, oldest first.
    func pendingChanges() async throws -> [PendingChange]
    /// Change `number` reached the server, which answered `record` (`nil`: the record is gone);
    /// in one transaction, the outbox entry goes and the cache keeps the server's record. A
    /// created record takes the server's id, in the cache and in every later entry.
    func settle(_ number: Int, answer record: Item?) async throws
    /// The user change `number` reached the server, which answered `user` (`nil`: the user is
    /// gone): in one transaction the outbox entry goes and the cache keeps the server's user. A
    /// user added offline takes the server's id, and so do the items it owns, in the cache and in
    /// the changes after it.
    func settleUser(_ number: Int, answer user: User?) async throws
    /// User change `number` conflicts with the server's user `theirs` on `fields`: it stays, marked.
    func markUserConflict(_ number: Int, fields: [UserField], theirs: User) async throws
    /// User change `number` is dropped without being sent, and the cache takes the server's user
    /// (`nil`: the server has none).
    func dropUser(_ number: Int, keeping theirs: User?) async throws
    /// User change `number` is to be sent as `record` (a removal keeps its own), made from
    /// `base`; its conflict is cleared.
    func rebaseUser(_ number: Int, base: User, record: User?) async throws
    /// Change `number` conflicts with the server's record `theirs` on `fields`: it stays, marked.
    func markConflict(_ number: Int, fields: [ItemField], theirs: Item) async throws
    /// Change `number` is dropped without being sent (`crew sync --keep theirs`), and the cache
    /// takes the server's record.
    func drop(_ number: Int, keeping theirs: Item?) async throws
    /// Change `number` is to be sent as `record`, made from `base` (`crew sync --keep mine`: the
    /// server's record as the base, my fields over it); its conflict is cleared.
    func rebase(_ number: Int, base: Item, record: Item?) async throws
    /// Takes back the changes of the last command still waiting (`crew undo` with an API), in one
    /// transaction: the cache shows each record as it was before; returns them, oldest first.
    func undoLastWaiting() async throws -> [PendingChange]
}
