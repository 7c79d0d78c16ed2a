/// What becomes of a change made offline when the server's record moved on meanwhile (three-way,
/// as TaskChampion rebases a replica's operations): `base` is the record the change was made
/// from, `mine` what the change made of it, `theirs` what the server holds now.
///
/// A field only one side changed takes that side's value; a field both changed to the same value
/// is no conflict; a field both changed differently is a conflict, which the person settles
/// (`crew sync --keep mine|theirs`): nothing of a conflicting change is sent.
public struct ItemMerge: Hashable, Sendable {
    /// The fields to send: those this change set that the server does not hold yet.
    public let fieldsToSend: [ItemField]
    /// The fields both sides changed differently.
    public let conflicts: [ItemField]
    /// The record once the change is applied over the server's (theirs, with my fields).
    public let merged: Item

    public init(base: Item, mine: Item, theirs: Item) {
        let changedHere = ItemField.changed(from: base, to: mine)
        let changedThere = Set(ItemField.changed(from: base, to: theirs))
        let conflicting = changedHere.filter { changedThere.contains($0) && !$0.isSame(in: mine, as: theirs) }
        let sent = changedHere.filter { !$0.isSame(in: mine, as: theirs) && !conflicting.contains($0) }
        conflicts = conflicting
        fieldsToSend = sent
        merged = sent.reduce(theirs) { item, field in field.copy(from: mine, into: item) }
    }

    public var isConflict: Bool { !conflicts.isEmpty }

    /// The record to send once a person keeps their side of a conflict: the server's record with
    /// every field this change set, the conflicting ones included.
    public static func keepingMine(base: Item, mine: Item, theirs: Item) -> Item {
        ItemField.changed(from: base, to: mine).reduce(theirs) { item, field in
            field.copy(from: mine, into: item)
        }
    }
}
