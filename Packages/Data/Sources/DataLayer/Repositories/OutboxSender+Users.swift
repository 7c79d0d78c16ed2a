import Domain

/// A user's change, sent as an item's is (`OutboxSender`): an add looked up by its identity
/// first, an edit merged field by field (`UserMerge`) and sent as a `PATCH` of the fields the
/// server does not hold yet, a removal done only if the server's user is still the one it was
/// made from, after handing over what the server has the user own.
extension OutboxSender {
    func send(_ change: WaitingChange, _ user: WaitingUserChange, into report: inout SendReport) async throws
        -> WaitingChange?
    {
        switch change.action {
        case .create:
            guard let record = user.record else { return nil }
            let answered = try await sentRecord(
                of: change, lookUp: { try await remoteUsers.user(withIdentity: record.uuid) },
                create: {
                    try await remoteUsers.create(
                        NewUser(uuid: record.uuid, name: record.name, email: record.email))
                })
            try await outbox.settle(change.number, answer: .user(answered))
            if answered.id != record.id { report.renumber(record.id, as: answered.id) }
        case .update:
            guard let base = user.base, let mine = user.record else { return nil }
            switch try await sendUpdate(change.number, base: base, mine: mine, to: remoteUsers) {
            case .sent: break
            case .gone:
                report.droppedUsers.append(mine.id)
                return nil
            case .conflict(let fields, let theirs):
                return change.with(
                    userChange: user.with(
                        base: base, record: mine, handover: nil, conflicts: fields, theirs: theirs))
            case .refused: return nil  // Only a removal with a handover is refused.
            }
        case .remove:
            guard let base = user.base else { return nil }
            let outcome = try await sendRemoval(change.number, base: base, to: remoteUsers) {
                try await handOver(base.id, user.handover ?? .refuse, into: &report)
            }
            switch outcome {
            case .sent: break
            case .conflict(let fields, let theirs):
                return change.with(
                    userChange: user.with(
                        base: base, record: nil, handover: user.handover, conflicts: fields, theirs: theirs))
            case .gone, .refused: return nil
            }
        }
        report.sent += 1
        return nil
    }

    /// Hands over the items the server still has `id` own (those another client gave the user
    /// since; the cached ones went by changes of their own), one `PATCH` of the owner each, as
    /// the removal asked; `false`, with the refusal reported, when it asked to refuse and some are.
    private func handOver(_ id: User.ID, _ handover: ItemHandover, into report: inout SendReport)
        async throws
        -> Bool
    {
        let owned = try await remote.items(ownerID: id).elements
        guard !owned.isEmpty else { return true }
        let heir: User.ID?
        switch handover {
        case .refuse:
            report.refusals.append(.userOwnsItems(id, count: owned.count))
            return false
        case .reassign(let to): heir = to
        case .release: heir = nil
        }
        for var item in owned {
            item.ownerID = heir
            _ = try await remote.patch(item, fields: [.owner])
        }
        return true
    }
}
