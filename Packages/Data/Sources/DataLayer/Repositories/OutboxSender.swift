import Domain

/// Sends the outbox to the API, oldest change first, before `crew sync` pulls (TaskChampion's
/// replicas send their operations before they take the server's).
///
/// - A create is looked up by its identity first (`GET /todos?crewId=…`): one the server applied
///   but never answered is adopted, never sent twice.
/// - An update is merged with the server's record (`ItemMerge`): only the fields it changed that
///   the server does not hold yet are sent (`PATCH`); a field both changed differently is a
///   conflict, which stays waiting.
/// - A remove of a record the server already removed is done; of one the server changed
///   meanwhile, a conflict.
///
/// Each entry leaves the outbox only in the transaction that records the server's answer
/// (`OutboxStore.settle`), so a process killed at any point loses nothing and, on the next
/// sync, doubles nothing. Before a write goes, the entry is marked as sent (`markSending`): undo
/// then knows the server may hold it.
/// Users' changes are sent by the same rules (`OutboxSender+Users`).
struct OutboxSender {
    let remote: RemoteItemDataSource
    let remoteUsers: RemoteUserDataSource
    let outbox: any OutboxStore

    /// Sends what waits and can be sent, reporting `progress(sent, total)` as it goes.
    func send(progress: (Int, Int) -> Void = { _, _ in }) async throws -> SendReport {
        var report = SendReport()
        let pending = try await outbox.pendingChanges()
        for (index, change) in pending.enumerated() {
            progress(index, pending.count)
            // Earlier entries may have renumbered this one's record: read it as it is now.
            guard let current = try await outbox.pendingChange(change.number) else { continue }
            if let conflict = try await send(current, into: &report) { report.conflicts.append(conflict) }
        }
        if !pending.isEmpty { progress(pending.count, pending.count) }
        return report
    }

    /// The server's record for a waiting add: the one with its identity when the server has it
    /// already (a send whose answer was lost), else the one `create` makes, the change marked as
    /// being sent first, so that a sender stopped while it is made finds it by its identity next.
    func sentRecord<Record>(
        of change: WaitingChange, lookUp: () async throws -> Record?, create: () async throws -> Record
    ) async throws -> Record {
        if let found = try await lookUp() { return found }
        try await outbox.markSending(change.number)
        return try await create()
    }

    /// Sends one change; returns it marked when it conflicts with the server's record.
    private func send(_ change: WaitingChange, into report: inout SendReport) async throws -> WaitingChange? {
        if let user = change.userChange { return try await send(change, user, into: &report) }
        switch change.action {
        case .create:
            guard let record = change.record else { return nil }
            let answered: Item
            do {
                answered = try await sentRecord(
                    of: change, lookUp: { try await remote.item(withIdentity: record.uuid) },
                    create: { try await remote.create(NewItem(record)) })
            } catch let unreadable as InvalidRecordError {
                // Made there (now, or by a send whose answer was lost), but not as crew can hold
                // it: said, and the outbox goes on.
                try await outbox.settle(change.number, answer: nil)
                report.unheld.append(
                    UnheldRecord(provisional: record.id, name: record.name, reason: unreadable.unheldReason))
                return nil
            }
            try await outbox.settle(change.number, answer: .item(answered))
            if answered.id != record.id { report.renumber(record.id, as: answered.id) }
            report.sent += 1
        case .update:
            guard let base = change.base, let mine = change.record else { return nil }
            switch try await sendUpdate(change.number, base: base, mine: mine, to: remote) {
            case .sent: report.sent += 1
            case .gone: report.dropped.append(mine.id)
            case .conflict(let fields, let theirs):
                return change.with(base: base, record: mine, conflicts: fields, theirs: theirs)
            case .refused: break  // Only a removal with a handover is refused.
            }
        case .remove:
            guard let base = change.base else { return nil }
            switch try await sendRemoval(change.number, base: base, to: remote) {
            case .sent: report.sent += 1
            case .conflict(let fields, let theirs):
                return change.with(base: base, record: nil, conflicts: fields, theirs: theirs)
            case .gone, .refused: break  // A removal is never gone (done instead) nor refused here.
            }
        }
        return nil
    }
}
