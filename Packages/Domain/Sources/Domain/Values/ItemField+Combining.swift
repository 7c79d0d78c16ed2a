extension ItemField {
    /// Notes each side only added are kept together: the server's, then mine it does not have, so
    /// two people annotating one item offline both keep their notes (a note is its time and
    /// text). A side that removed a note, or notes past the most an item keeps, is a conflict.
    public func combining(base: Item, mine: Item, theirs: Item) -> Item? {
        guard self == .notes, mine.notes.starts(with: base.notes), theirs.notes.starts(with: base.notes)
        else {
            return nil
        }
        let known = Set(theirs.notes)
        let notes = theirs.notes + mine.notes.dropFirst(base.notes.count).filter { !known.contains($0) }
        guard notes.count <= ItemNote.maximumPerItem else { return nil }
        var combined = mine
        combined.notes = notes
        return combined
    }
}
