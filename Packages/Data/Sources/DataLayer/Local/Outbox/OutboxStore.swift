import Domain

/// The changes an API's cache keeps while the API cannot be reached (`WaitingChange`), each
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
    func pendingChanges() async throws -> [WaitingChange]
    /// Change `number` as it waits now (`nil`: it no longer waits).
    func pendingChange(_ number: Int) async throws -> WaitingChange?
    /// Change `number` reached the server, which answered `record` (`nil`: the record is gone);
    /// in one transaction, the outbox entry goes and the cache keeps the server's record. A
    /// record made offline takes the server's id, in the cache and in every later entry; a user's
    /// does so in the items it owns and in the changes that name it as an owner or an heir too.
    func settle(_ number: Int, answer record: OutboxRecord?) async throws
    /// Change `number` conflicts with the server's record on the fields `conflict` names: it
    /// stays, marked, until `crew sync --keep`.
    func markConflict(_ number: Int, _ conflict: OutboxConflict) async throws
    /// Change `number` is dropped without being sent (`crew sync --keep theirs`, or an update of
    /// a record the server no longer has), and the cache takes the server's record (`nil`: the
    /// server has none).
    func drop(_ number: Int, keeping theirs: OutboxRecord?) async throws
    /// Change `number`, of `base`'s kind, is to be sent as `record`, made from `base` (`crew sync
    /// --keep mine`: the server's record as the base, my fields over it); `nil` keeps what the
    /// entry holds (a removal: nothing for an item, the handover for a user). Its conflict is
    /// cleared.
    func rebase(_ number: Int, base: OutboxRecord, record: OutboxRecord?) async throws
    /// Takes back the changes of the last command still waiting (`crew undo` with an API), in one
    /// transaction: the cache shows each record as it was before; returns them, oldest first.
    func undoLastWaiting() async throws -> [WaitingChange]
}
