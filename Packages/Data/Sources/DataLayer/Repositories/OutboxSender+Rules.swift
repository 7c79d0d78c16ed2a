import Domain

/// The rules for an update and a removal, the same for items and users (`OutboxRecords`).
extension OutboxSender {
    /// An update, merged with the server's record (`ThreeWayMerge`): only the fields it changed
    /// that the server does not hold yet are sent; a field both changed differently is a conflict.
    func sendUpdate<Field: RecordField>(
        _ number: Int, base: Field.Record, mine: Field.Record, through records: OutboxRecords<Field>
    ) async throws -> OutboxSendOutcome<Field> {
        guard let theirs = try await records.serverCopy(mine) else {
            try await records.drop(number, nil)
            return .gone
        }
        let merge = ThreeWayMerge<Field>(base: base, mine: mine, theirs: theirs)
        if merge.isConflict {
            try await records.markConflict(number, merge.conflicts, theirs)
            return .conflict(merge.conflicts, theirs: theirs)
        }
        if !merge.fieldsToSend.isEmpty { try await outbox.markSending(number) }
        let answered =
            merge.fieldsToSend.isEmpty ? theirs : try await records.patch(merge.merged, merge.fieldsToSend)
        try await records.settle(number, answered)
        return .sent
    }

    /// A removal: done when the server has no record left; a conflict when the server changed it
    /// since `base`; otherwise marked as sent, `handingOver` (a user's items: its writes are the
    /// removal's first ones; `false` refuses the removal), then removed.
    func sendRemoval<Field: RecordField>(
        _ number: Int, base: Field.Record, through records: OutboxRecords<Field>,
        handingOver: () async throws -> Bool = { true }
    ) async throws -> OutboxSendOutcome<Field> {
        guard let theirs = try await records.serverCopy(base) else {
            try await records.settle(number, nil)
            return .sent
        }
        let changedThere = Field.changed(from: base, to: theirs)
        guard changedThere.isEmpty else {
            try await records.markConflict(number, changedThere, theirs)
            return .conflict(changedThere, theirs: theirs)
        }
        try await outbox.markSending(number)
        guard try await handingOver() else {
            try await records.drop(number, theirs)
            return .refused
        }
        try await records.delete(base)
        try await records.settle(number, nil)
        return .sent
    }
}
