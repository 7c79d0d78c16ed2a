/// An undo applied over the changes made after it (`crew undo N --force`), field by field: every
/// field the change set is put back as it was before it, even where a later change set it again;
/// every other field keeps what later changes made of it. An item the change added is removed;
/// one it removed comes back under its id, unless a record holds that id now. A note is a record
/// of its own: the notes the change added are taken away, the ones it removed come back.
///
/// The stores apply it inside the undo's write transaction, from the records as they read them
/// there, and journal what it wrote as a change of its own, which can itself be undone.
public struct ForcedUndo: Hashable, Sendable {
    /// The items as they are to be written (each one the change edited, with its fields put back).
    public let updated: [Item]
    /// The items the change added, to remove.
    public let removed: [Item.ID]
    /// The items the change removed, to add back under their ids.
    public let restored: [Item]
    /// The users as they are to be written (each one the change edited, its name and e-mail put back).
    public let updatedUsers: [User]

    /// The undo of `change` over the records as they are now (`items` and `users`, by id: every
    /// record the change touched that still exists). A user the change added or removed is not
    /// put back by force (their items would have to follow): `DomainError.cannotUndo` says so.
    public init(undoing change: JournalEntry, items: [Item.ID: Item], users: [User.ID: User]) throws {
        var updated: [Item] = []
        var removed: [Item.ID] = []
        var restored: [Item] = []
        for step in change.items {
            switch (step.before, step.after) {
            case (nil, let added?):
                if items[added.id] != nil { removed.append(added.id) }
            case (let gone?, nil):
                if items[gone.id] == nil { restored.append(gone) }
            case (let before?, let after?):
                guard let current = items[before.id] else { continue }
                updated.append(Self.putBack(before: before, after: after, over: current))
            case (nil, nil):
                continue
            }
        }
        var updatedUsers: [User] = []
        for step in change.users {
            guard let before = step.before, let after = step.after else {
                let id = (step.before ?? step.after)?.id.description ?? "?"
                throw DomainError.cannotUndo(
                    reason:
                        "the change added or removed user \(id), which --force does not put back field by field: undo the later changes first"
                )
            }
            guard let current = users[before.id] else { continue }
            updatedUsers.append(
                UserField.changed(from: after, to: before).reduce(current) { $1.copy(from: before, into: $0) }
            )
        }
        self.updated = updated
        self.removed = removed
        self.restored = restored
        self.updatedUsers = updatedUsers
    }

    /// `current` with each field the step changed put back as `before` had it; its notes without
    /// the ones the step added, with the ones it removed (each side of a step carries only the
    /// notes it touched).
    static func putBack(before: Item, after: Item, over current: Item) -> Item {
        var item = ItemField.changed(from: after, to: before).filter { $0 != .notes }.reduce(current) {
            $1.copy(from: before, into: $0)
        }
        let added = after.notes.filter { !before.notes.contains($0) }
        let taken = before.notes.filter { !after.notes.contains($0) }
        item.notes =
            current.notes.filter { !added.contains($0) } + taken.filter { !current.notes.contains($0) }
        return item
    }
}
