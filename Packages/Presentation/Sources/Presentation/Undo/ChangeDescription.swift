import Domain

/// A recorded change as one line a person reads in `crew undo --list`: what the change did
/// ("completed 2 items (4 and 7)", "removed user 2: Grace Hopper, releasing 3 items").
enum ChangeDescription {
    static func describing(_ change: RecordedChange) -> String {
        let users = Split(change.users)
        let items = Split(change.items)
        if users.removed.count == 1, users.added.isEmpty, users.edited.isEmpty, items.added.isEmpty,
            items.removed.isEmpty, let user = users.removed.first?.before
        {
            return "removed user \(user.id): \(user.name)" + handover(of: items.edited.compactMap(\.after))
        }
        if !users.added.isEmpty, users.removed.isEmpty, users.edited.isEmpty, items.removed.isEmpty,
            items.edited.isEmpty, !items.added.isEmpty || users.added.count > 1
        {
            return
                "imported \(Count.of(users.added.count, "user")) and \(Count.of(items.added.count, "item"))"
        }
        var parts: [String] = []
        parts += describe(users)
        parts += describe(items)
        return parts.isEmpty ? "changed nothing" : parts.joined(separator: "; ")
    }

    /// What undoing the change does to the store: "restored 1 item", "removed 2 users and 5 items".
    static func restoration(of change: RecordedChange) -> String {
        let removedUsers = change.users.count { $0.before == nil }
        let removedItems = change.items.count { $0.before == nil }
        let restoredUsers = change.users.count - removedUsers
        let restoredItems = change.items.count - removedItems
        var parts: [String] = []
        if restoredUsers + restoredItems > 0 {
            parts.append("restored " + both(restoredUsers, restoredItems))
        }
        if removedUsers + removedItems > 0 {
            parts.append("removed " + both(removedUsers, removedItems))
        }
        return parts.joined(separator: " and ")
    }

    private static func describe(_ users: Split<User>) -> [String] {
        var parts: [String] = []
        if let user = users.added.single?.after {
            parts.append("added user \(user.id): \(user.name) <\(user.email)>")
        } else if !users.added.isEmpty {
            parts.append("added \(Count.of(users.added.count, "user"))")
        }
        if let user = users.edited.single?.after {
            parts.append("edited user \(user.id): \(user.name) <\(user.email)>")
        } else if !users.edited.isEmpty {
            parts.append("edited \(Count.of(users.edited.count, "user"))")
        }
        if let user = users.removed.single?.before {
            parts.append("removed user \(user.id): \(user.name)")
        } else if !users.removed.isEmpty {
            parts.append("removed \(Count.of(users.removed.count, "user"))")
        }
        return parts
    }

    private static func describe(_ items: Split<Item>) -> [String] {
        var parts: [String] = []
        if !items.added.isEmpty { parts.append(line("added", items.added.compactMap(\.after))) }
        if !items.edited.isEmpty {
            let verbs = Set(items.edited.map(verb))
            let verb = verbs.count == 1 ? verbs.first ?? "changed" : "changed"
            parts.append(line(verb, items.edited.compactMap(\.after)))
        }
        if !items.removed.isEmpty { parts.append(line("removed", items.removed.compactMap(\.before))) }
        return parts
    }

    /// "completed item 4: Buy milk", or "completed 3 items (4, 5 and 6)".
    private static func line(_ verb: String, _ items: [Item]) -> String {
        if items.count == 1, let item = items.first { return "\(verb) item \(item.id): \(item.name)" }
        return "\(verb) \(Count.of(items.count, "item")) (\(IDList.describing(items.map(\.id))))"
    }

    private static func verb(_ change: RowChange<Item>) -> String {
        guard let before = change.before, let after = change.after else { return "changed" }
        var unchanged = after
        unchanged.isCompleted = before.isCompleted
        if unchanged == before { return after.isCompleted ? "completed" : "reopened" }
        unchanged = after
        unchanged.name = before.name
        if unchanged == before { return "renamed" }
        unchanged = after
        unchanged.ownerID = before.ownerID
        if unchanged == before { return after.ownerID == nil ? "unassigned" : "assigned" }
        return "edited"
    }

    private static func handover(of items: [Item]) -> String {
        guard !items.isEmpty else { return "" }
        let heirs = Set(items.map(\.ownerID))
        if heirs == [nil] { return ", releasing \(Count.of(items.count, "item"))" }
        if heirs.count == 1, let heir = heirs.first ?? nil {
            return ", handing \(Count.of(items.count, "item")) over to user \(heir)"
        }
        return ", handing over \(Count.of(items.count, "item"))"
    }

    private static func both(_ users: Int, _ items: Int) -> String {
        switch (users, items) {
        case (0, _): Count.of(items, "item")
        case (_, 0): Count.of(users, "user")
        default: "\(Count.of(users, "user")) and \(Count.of(items, "item"))"
        }
    }

    /// The records of a change by what happened to them.
    private struct Split<Record: Hashable & Sendable> {
        let added: [RowChange<Record>]
        let edited: [RowChange<Record>]
        let removed: [RowChange<Record>]

        init(_ changes: [RowChange<Record>]) {
            added = changes.filter { $0.before == nil }
            removed = changes.filter { $0.after == nil }
            edited = changes.filter { $0.before != nil && $0.after != nil }
        }
    }
}

extension Array {
    /// The only element, if there is exactly one.
    fileprivate var single: Element? { count == 1 ? first : nil }
}
