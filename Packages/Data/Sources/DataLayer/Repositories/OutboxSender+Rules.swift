import Domain

/// The rules for an update and a removal, the same for items and users (`RemoteRecords`).
extension OutboxSender {
    /// An update, merged with the server's record (`ThreeWayMerge`): only the fields it changed
    /// that the server does not hold yet are sent; a field both changed differently is a conflict.
    func sendUpdate<Remote: RemoteRecords>(
        _ number: Int, base: Remote.Field.Record, mine: Remote.Field.Record, to remote: Remote
    ) async throws -> OutboxSendOutcome<Remote.Field> {
        guard let theirs = try await remote.serverCopy(of: mine) else {
            try await outbox.drop(number, keeping: nil)
            return .gone
        }
        let merge = ThreeWayMerge<Remote.Field>(base: base, mine: mine, theirs: theirs)
        if merge.isConflict {
            try await outbox.markConflict(number, Remote.Field.conflict(on: merge.conflicts, theirs: theirs))
            return .conflict(merge.conflicts, theirs: theirs)
        }
        if !merge.fieldsToSend.isEmpty { try await outbox.markSending(number) }
        let answered =
            merge.fieldsToSend.isEmpty
            ? theirs : try await remote.patch(merge.merged, fields: merge.fieldsToSend)
        try await outbox.settle(number, answer: Remote.Field.held(answered))
        return .sent
    }

    /// A removal: done when the server has no record left; a conflict when the server changed it
    /// since `base`; otherwise marked as sent, `handingOver` (a user's items: its writes are the
    /// removal's first ones; `false` refuses the removal), then removed.
    func sendRemoval<Remote: RemoteRecords>(
        _ number: Int, base: Remote.Field.Record, to remote: Remote,
        handingOver: () async throws -> Bool = { true }
    ) async throws -> OutboxSendOutcome<Remote.Field> {
        guard let theirs = try await remote.serverCopy(of: base) else {
            try await outbox.settle(number, answer: nil)
            return .sent
        }
        let changedThere = Remote.Field.changed(from: base, to: theirs)
        guard changedThere.isEmpty else {
            try await outbox.markConflict(number, Remote.Field.conflict(on: changedThere, theirs: theirs))
            return .conflict(changedThere, theirs: theirs)
        }
        try await outbox.markSending(number)
        guard try await handingOver() else {
            try await outbox.drop(number, keeping: Remote.Field.held(theirs))
            return .refused
        }
        try await remote.removeIfPresent(base)
        try await outbox.settle(number, answer: nil)
        return .sent
    }
}
