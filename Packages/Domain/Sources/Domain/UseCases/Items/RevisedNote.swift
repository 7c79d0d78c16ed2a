/// An item as a change to its notes left it, and the note added or removed.
struct RevisedNote: Sendable {
    let item: Item
    let note: ItemNote
}
