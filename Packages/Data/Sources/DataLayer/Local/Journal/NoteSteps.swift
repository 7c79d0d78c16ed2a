import Domain

/// The notes a change from one list of an item's notes to another touches, as every store writes
/// them: each old note is kept, in order, while it is the next wanted one; the others are removed;
/// the wanted notes left over are added after all of them. Adding a note touches that note alone,
/// removing one that one alone.
enum NoteSteps {
    static func between<Old>(
        _ old: [Old], _ new: [ItemNote], holds: (Old, ItemNote) -> Bool
    ) -> (removed: [Old], added: ArraySlice<ItemNote>) {
        var next = new.startIndex
        var removed: [Old] = []
        for note in old {
            if next < new.endIndex, holds(note, new[next]) {
                next += 1
            } else {
                removed.append(note)
            }
        }
        return (removed, new[next...])
    }
}

extension TouchedRecord where Record == Item {
    /// The step as a journal reads it back: each side carries the notes the step touched (the
    /// ones it removed before, the ones it added after), not all of the item's.
    var carryingTouchedNotes: TouchedRecord<Item> {
        let touched = NoteSteps.between(before?.notes ?? [], after?.notes ?? []) { $0 == $1 }
        return TouchedRecord(
            before: before.map { $0.noting(touched.removed) },
            after: after.map { $0.noting(Array(touched.added)) })
    }
}
