import Domain

/// A recorded change as one line a person reads in `crew log`: what the change did
/// ("completed 2 items (4 and 7)", "assigned item 13 to Zoë Ørsted: Fix the bike", "edited item 2
/// (due, tags): Plan the week", "removed user 2: Grace Hopper, releasing 3 items", "imported 59
/// items"). `names` are the users' names the change refers to by id (an owner), where known.
enum ChangeDescription {
    static func describing(_ change: JournalEntry, names: [User.ID: String] = [:]) -> String {
        let users = Split(change.users)
        let items = Split(change.items)
        if change.kind == .import {
            // A replacing import (`crew import --replace`) also removed and changed records.
            // (A record removed and written back as it was is no change.)
            let changedUsers = users.edited.count { $0.before != $0.after }
            let changedItems = items.edited.count { $0.before != $0.after }
            guard users.removed.count + items.removed.count + changedUsers + changedItems > 0 else {
                return "imported " + both(users.added.count, items.added.count)
            }
            return "replaced the store with a backup: added " + both(users.added.count, items.added.count)
                + ", changed " + both(changedUsers, changedItems) + ", removed "
                + both(users.removed.count, items.removed.count)
        }
        if users.removed.count == 1, users.added.isEmpty, users.edited.isEmpty, items.added.isEmpty,
            items.removed.isEmpty, let user = users.removed.first?.before
        {
            return "removed user \(user.id): \(user.name)"
                + handover(of: items.edited.compactMap(\.after), names: names)
        }
        let parts = describe(users) + describe(items, names: names) + repairs(change.repairedItems)
        return parts.isEmpty ? "changed nothing" : parts.joined(separator: "; ")
    }

    /// "repaired item 3: Fix the bike": a row crew could not read (another tool wrote it) that
    /// the change made readable, as the change left it.
    private static func repairs(_ items: [Item]) -> [String] {
        switch items.count {
        case 0: []
        case 1: ["repaired item \(items[0].id): \(items[0].name)"]
        default: ["repaired \(Count.of(items.count, "item")) (\(IDList.describing(items.map(\.id))))"]
        }
    }

    /// The records a change touched, for `crew log --json`.
    static func records(of change: JournalEntry) -> [ChangedRecord] {
        change.users.compactMap { record("user", $0, id: \.id.rawValue) }
            + change.items.compactMap { record("item", $0, id: \.id.rawValue) }
    }

    /// The users a description names by their name: the new owners of the items it changed.
    static func namedUsers(in change: JournalEntry) -> Set<User.ID> {
        Set(change.items.compactMap { $0.after?.ownerID })
    }

    /// What undoing the change does to the store: "restored 1 item", "removed 2 users and 5 items".
    static func restoration(of change: JournalEntry) -> String {
        let removedUsers = change.users.count { $0.before == nil }
        let removedItems = change.items.count { $0.before == nil }
        let restoredUsers = change.users.count - removedUsers
        // A repaired item's undo puts its row back as it was, unreadable again.
        let restoredItems = change.items.count - removedItems + change.repairedItems.count
        var parts: [String] = []
        if restoredUsers + restoredItems > 0 {
            parts.append("restored " + both(restoredUsers, restoredItems))
        }
        if removedUsers + removedItems > 0 {
            parts.append("removed " + both(removedUsers, removedItems))
        }
        return parts.joined(separator: " and ")
    }

    private static func record<Record>(
        _ type: String, _ change: TouchedRecord<Record>, id: KeyPath<Record, Int>
    ) -> ChangedRecord? {
        guard let any = change.after ?? change.before else { return nil }
        let kind = change.before == nil ? "added" : change.after == nil ? "removed" : "edited"
        return ChangedRecord(type: type, id: any[keyPath: id], change: kind)
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

    private static func describe(_ items: Split<Item>, names: [User.ID: String]) -> [String] {
        var parts: [String] = []
        if !items.added.isEmpty { parts.append(line("added", items.added.compactMap(\.after))) }
        if !items.edited.isEmpty {
            let verbs = Set(items.edited.map { Self.verb($0, names: names) })
            let shared = verbs.count == 1 ? verbs.first ?? "changed" : "changed"
            parts.append(line(shared, items.edited.compactMap(\.after)))
        }
        if !items.removed.isEmpty { parts.append(line("removed", items.removed.compactMap(\.before))) }
        return parts
    }

    /// "completed item 4: Buy milk", "assigned item 4 to Zoë: Buy milk", or "completed 3 items
    /// (4, 5 and 6)".
    private static func line(_ verb: String, _ items: [Item]) -> String {
        if items.count == 1, let item = items.first {
            let (action, object) = split(verb)
            return "\(action) item \(item.id)\(object): \(item.name)"
        }
        let (action, object) = split(verb)
        return "\(action) \(Count.of(items.count, "item")) (\(IDList.describing(items.map(\.id))))\(object)"
    }

    /// "assigned to Zoë" → ("assigned", " to Zoë"); "edited (due, tags)" → ("edited", " (due, tags)").
    private static func split(_ verb: String) -> (String, String) {
        guard let space = verb.firstIndex(of: " ") else { return (verb, "") }
        return (String(verb[..<space]), String(verb[space...]))
    }

    /// What a change did to one item, by the fields it changed: completing or reopening (which
    /// also sets or clears the completion time), renaming, assigning, or editing some fields.
    private static func verb(_ change: TouchedRecord<Item>, names: [User.ID: String]) -> String {
        guard let before = change.before, let after = change.after else { return "changed" }
        let fields = ItemField.changed(from: before, to: after)
        switch fields {
        case [.done]: return after.isCompleted ? "completed" : "reopened"
        // Completing a recurring item moves its recurrence to the next one.
        case [.done, .every] where after.isCompleted: return "completed"
        case [.notes] where after.notes.count > before.notes.count: return "noted"
        case [.name]: return "renamed"
        case [.owner]:
            guard let owner = after.ownerID else { return "unassigned" }
            return "assigned to " + (names[owner] ?? "user \(owner)")
        default:
            return fields.isEmpty
                ? "changed" : "edited (" + fields.map(\.rawValue).joined(separator: ", ") + ")"
        }
    }

    private static func handover(of items: [Item], names: [User.ID: String]) -> String {
        guard !items.isEmpty else { return "" }
        let heirs = Set(items.map(\.ownerID))
        if heirs == [nil] { return ", releasing \(Count.of(items.count, "item"))" }
        if heirs.count == 1, let heir = heirs.first ?? nil {
            return ", handing \(Count.of(items.count, "item")) over to \(names[heir] ?? "user \(heir)")"
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
        let added: [TouchedRecord<Record>]
        let edited: [TouchedRecord<Record>]
        let removed: [TouchedRecord<Record>]

        init(_ changes: [TouchedRecord<Record>]) {
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
