/// What becomes of a change made offline when the server's record moved on meanwhile (three-way,
/// as TaskChampion rebases a replica's operations): `base` is the record the change was made
/// from, `mine` what the change made of it, `theirs` what the server holds now.
///
/// A field only one side changed takes that side's value; a field both changed to the same value
/// is no conflict; a field both changed in ways it can hold at once takes both (notes each side
/// added); any other field both changed differently is a conflict, which the person settles
/// (`crew sync --keep mine|theirs`): nothing of a conflicting change is sent.
public struct ThreeWayMerge<Field: RecordField>: Hashable, Sendable {
    /// The fields to send: those this change set that the server does not hold yet.
    public let fieldsToSend: [Field]
    /// The fields both sides changed differently.
    public let conflicts: [Field]
    /// The record once the change is applied over the server's (theirs, with my fields).
    public let merged: Field.Record

    /// Merges `mine` (a change made from `base`) over `theirs` (the server's record now).
    public init(base: Field.Record, mine: Field.Record, theirs: Field.Record) {
        let changedHere = Field.changed(from: base, to: mine)
        let changedThere = Set(Field.changed(from: base, to: theirs))
        // A field both sides changed is a conflict, unless it can hold both changes at once.
        var resolved = mine
        var conflicting: [Field] = []
        for field in changedHere where changedThere.contains(field) && !field.isSame(in: mine, as: theirs) {
            if let combined = field.combining(base: base, mine: resolved, theirs: theirs) {
                resolved = combined
            } else {
                conflicting.append(field)
            }
        }
        let sent = changedHere.filter { !$0.isSame(in: resolved, as: theirs) && !conflicting.contains($0) }
        conflicts = conflicting
        fieldsToSend = sent
        merged = sent.reduce(theirs) { record, field in field.copy(from: resolved, into: record) }
    }

    /// Whether both sides changed a field differently, so nothing of the change may be sent.
    public var isConflict: Bool { !conflicts.isEmpty }

    /// The record to send once a person keeps their side of a conflict: the server's record with
    /// every field this change set, the conflicting ones included.
    public static func keepingMine(base: Field.Record, mine: Field.Record, theirs: Field.Record)
        -> Field.Record
    {
        Field.changed(from: base, to: mine).reduce(theirs) { record, field in
            field.copy(from: mine, into: record)
        }
    }
}

/// An item's change merged field by field (``ItemField``).
public typealias ItemMerge = ThreeWayMerge<ItemField>

/// A user's change merged field by field (``UserField``).
public typealias UserMerge = ThreeWayMerge<UserField>
