import Domain

/// A change waiting in the outbox as `crew sync --status` and `crew sync` say it.
enum WaitingChangeText {
    /// "  added item ~1: Buy milk", "  changed item 4 (done): Plan", "  removed item 7: Old",
    /// "  changed user 2 (email): Ada <ada@x.org>".
    static func line(_ change: WaitingChange) -> String {
        let conflict = change.isConflict ? " (conflict)" : ""
        if let user = change.userChange { return userLine(change.action, user) + conflict }
        let item = change.record ?? change.base
        let name = item.map { ": \($0.name)" } ?? ""
        let id = item.map { "item \($0.id)" } ?? "an item"
        switch change.action {
        case .create: return "  added \(id)\(name)\(conflict)"
        case .remove: return "  removed \(id)\(name)\(conflict)"
        case .update:
            let fields = zip(change.base.map { [$0] } ?? [], change.record.map { [$0] } ?? []).flatMap {
                ItemField.changed(from: $0, to: $1).map(\.rawValue)
            }
            return "  changed \(id)\(listed(fields))\(name)\(conflict)"
        }
    }

    /// The conflict a waiting change holds, said with what to do; `nil` without one.
    static func conflict(_ change: WaitingChange) -> String? {
        if let user = change.userChange {
            guard let theirs = user.theirs, let mine = user.record ?? user.base, !user.conflicts.isEmpty
            else {
                return nil
            }
            return conflictLine(
                UserFieldText.conflict(mine: mine, theirs: theirs, fields: user.conflicts),
                "--user \(mine.id)")
        }
        guard let theirs = change.theirs, let mine = change.record ?? change.base, !change.conflicts.isEmpty
        else {
            return nil
        }
        if change.action == .remove {
            // A removal has no value of its own to weigh field by field: it is named as what it is.
            let fields = change.conflicts.map(\.rawValue).joined(separator: ", ")
            return conflictLine(
                "item \(mine.id) (\(mine.name)) was removed here and changed on the server (\(fields))",
                "\(mine.id)")
        }
        return conflictLine(
            ItemFieldText.conflict(mine: mine, theirs: theirs, fields: change.conflicts), "\(mine.id)")
    }

    /// "Conflict, not sent: … (crew sync --keep mine 3, or --keep theirs 3)"
    private static func conflictLine(_ described: String, _ named: String) -> String {
        "Conflict, not sent: \(described) (crew sync --keep mine \(named), or --keep theirs \(named))"
    }

    private static func userLine(_ action: WaitingChange.Action, _ change: WaitingUserChange) -> String {
        guard let user = change.record ?? change.base else { return "  a user" }
        let who = "user \(user.id): \(user.name) <\(user.email)>"
        switch action {
        case .create: return "  added \(who)"
        case .update:
            let fields = zip(change.base.map { [$0] } ?? [], change.record.map { [$0] } ?? []).flatMap {
                UserField.changed(from: $0, to: $1).map(\.rawValue)
            }
            return "  changed user \(user.id)\(listed(fields)): \(user.name) <\(user.email)>"
        case .remove:
            let handover =
                switch change.handover {
                case .reassign(let heir)?: " (items to user \(heir))"
                case .release?: " (items released)"
                case .refuse?, nil: ""
                }
            return "  removed \(who)\(handover)"
        }
    }

    private static func listed(_ fields: [String]) -> String {
        fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))"
    }
}
