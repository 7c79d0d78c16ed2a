import Domain

/// A user's change, sent as an item's is (`OutboxSender`): an add looked up by its identity
/// first, an edit merged field by field (`UserMerge`) and sent as a `PATCH` of the fields the
/// server does not hold yet, a removal done only if the server's user is still the one it was
/// made from, after handing over what the server has the user own.
extension OutboxSender {
    func send(_ change: PendingChange, _ user: UserChange, into report: inout SentChanges) async throws
        -> PendingChange?
    {
        switch change.action {
        case .create:
            guard let record = user.record else { return nil }
            var answered = try await remoteUsers.user(withIdentity: record.uuid)
            if answered == nil {
                try await outbox.markSending(change.number)
                answered = try await remoteUsers.create(
                    NewUser(uuid: record.uuid, name: record.name, email: record.email))
            }
            guard let answered else { return nil }
            try await outbox.settleUser(change.number, answer: answered)
            if answered.id != record.id { report.renumber(record.id, as: answered.id) }
        case .update:
            guard let base = user.base, let mine = user.record else { return nil }
            guard let theirs = try await serverUser(mine.id) else {
                try await outbox.dropUser(change.number, keeping: nil)
                report.droppedUsers.append(mine.id)
                return nil
            }
            let merge = UserMerge(base: base, mine: mine, theirs: theirs)
            if merge.isConflict {
                try await outbox.markUserConflict(change.number, fields: merge.conflicts, theirs: theirs)
                return change.with(
                    userChange: user.with(
                        base: base, record: mine, handover: nil, conflicts: merge.conflicts, theirs: theirs))
            }
            if !merge.fieldsToSend.isEmpty { try await outbox.markSending(change.number) }
            let answered =
                merge.fieldsToSend.isEmpty
                ? theirs : try await remoteUsers.patch(merge.merged, fields: merge.fieldsToSend)
            try await outbox.settleUser(change.number, answer: answered)
        case .remove:
            guard let base = user.base else { return nil }
            guard let theirs = try await serverUser(base.id) else {
                try await outbox.settleUser(change.number, answer: nil)
                report.sent += 1
                return nil
            }
            let changedThere = UserField.changed(from: base, to: theirs)
            guard changedThere.isEmpty else {
                try await outbox.markUserConflict(change.number, fields: changedThere, theirs: theirs)
                return change.with(
                    userChange: user.with(
                        base: base, record: nil, handover: user.handover, conflicts: changedThere,
                        theirs: theirs))
            }
            // The handover's writes are the removal's first ones.
            try await outbox.markSending(change.number)
            guard try await handOver(base.id, user.handover ?? .refuse, into: &report) else {
                try await outbox.dropUser(change.number, keeping: theirs)
                return nil
            }
            do {
                try await remoteUsers.delete(base.id)
            } catch DomainError.userNotFound {}
            try await outbox.settleUser(change.number, answer: nil)
        }
        report.sent += 1
        return nil
    }

    /// Hands over the items the server still has `id` own (those another client gave the user
    /// since; the cached ones went by changes of their own), one `PATCH` of the owner each, as
    /// the removal asked; `false`, with the refusal reported, when it asked to refuse and some are.
    private func handOver(_ id: User.ID, _ handover: ItemHandover, into report: inout SentChanges)
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

    private func serverUser(_ id: User.ID) async throws -> User? {
        do {
            return try await remoteUsers.user(id)
        } catch DomainError.userNotFound {
            return nil
        }
    }
}
