import Domain

/// A change waiting in the outbox as `crew sync --status` and `crew sync` say it.
enum PendingChangeText {
    /// "  added item ~1: Buy milk", "  changed item 4 (done): Plan", "  removed item 7: Old".
    static func line(_ change: PendingChange) -> String {
        if let user = change.user { return "  added user \(user.id): \(user.name) <\(user.email)>" }
        let item = change.record ?? change.base
        let name = item.map { ": \($0.name)" } ?? ""
        let id = item.map { "item \($0.id)" } ?? "an item"
        let conflict = change.conflicts.isEmpty ? "" : " (conflict)"
        switch change.action {
        case .create: return "  added \(id)\(name)\(conflict)"
        case .remove: return "  removed \(id)\(name)\(conflict)"
        case .update:
            let fields = zip(change.base.map { [$0] } ?? [], change.record.map { [$0] } ?? []).flatMap {
                ItemField.changed(from: $0, to: $1).map(\.rawValue)
            }
            let changed = fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))"
            return "  changed \(id)\(changed)\(name)\(conflict)"
        }
    }

    /// The conflict a waiting change holds, said with what to do; `nil` without one.
    static func conflict(_ change: PendingChange) -> String? {
        guard !change.conflicts.isEmpty, let theirs = change.theirs, let mine = change.record ?? change.base
        else {
            return nil
        }
        return conflict(
            SyncConflict(mine: mine, theirs: theirs, fields: change.conflicts, number: change.number))
    }

    static func conflict(_ conflict: SyncConflict) -> String {
        "Conflict, not sent: \(ItemFieldText.conflict(conflict)) "
            + "(crew sync --keep mine \(conflict.mine.id), or --keep theirs \(conflict.mine.id))"
    }
}
