import Domain

/// An item's notes as rows of their own (`item_notes`, `StoredNote`): read for the items a
/// change or `items show` reads, and for a listing only when its page asks for them; written
/// note by note, so that adding one inserts (and journals) that note alone.
extension SQLStore {
    /// The note rows of the items `ids` name, by item id, each item's in order.
    func storedNotes(ofItems ids: [Int]) throws -> [Int: [StoredNote]] {
        guard !ids.isEmpty else { return [:] }
        let wanted = Connection.dialect.condition("item_id", isAnyOf: ids.map(String.init), of: .integer)
        var notes: [Int: [StoredNote]] = [:]
        try connection.run(
            "SELECT \(StoredNote.selection) FROM item_notes WHERE \(wanted.sql) ORDER BY item_id, position",
            [wanted.value]
        ) { row in
            let note = StoredNote(row)
            notes[note.itemID, default: []].append(note)
        }
        return notes
    }

    /// The items of a page carrying their notes; an item one of whose notes cannot be read moves
    /// to the page's unreadable records, as a damaged row does.
    func withNotes(_ page: Page<Item>) throws -> Page<Item> {
        let notes = try storedNotes(ofItems: page.elements.map { $0.id.rawValue })
        guard !notes.isEmpty else { return page }
        var carried = page
        carried.elements = []
        for item in page.elements {
            switch StoredItem.readable(item).carrying(notes[item.id.rawValue] ?? []) {
            case .readable(let item): carried.elements.append(item)
            case let other: carried.unreadable += [other.unreadable].compactMap { $0 }
            }
        }
        return carried
    }

    /// Makes the note rows of each of `items` say exactly its notes, touching only the notes that
    /// changed: an added note is one row inserted, a removed one one row deleted, whatever the
    /// item holds besides. `current` holds the rows as this transaction read them (an item absent
    /// from it has none: a new item).
    func writeNotes(of items: [Item], over current: [Int: [StoredNote]]) throws {
        var removed: [Int] = []
        var added: [[SQLValue]] = []
        for item in items {
            let old = current[item.id.rawValue] ?? []
            let steps = NoteSteps.between(old, item.notes) { $0.holds($1) }
            removed += steps.removed.map(\.id)
            let after = old.map(\.position).max() ?? 0
            for (offset, note) in steps.added.enumerated() {
                added.append(
                    StoredNote.values(of: note, item: item.id.rawValue, position: after + 1 + offset))
            }
        }
        if !removed.isEmpty {
            let gone = Connection.dialect.condition("id", isAnyOf: removed.map(String.init), of: .integer)
            try connection.run("DELETE FROM item_notes WHERE " + gone.sql, [gone.value])
        }
        try connection.runBatched(
            "INSERT INTO item_notes (item_id, position, written_at, text) VALUES ", added)
    }

    /// Adds `notes` after the item's last note, one statement each, without reading the rows.
    func appendNotes(_ notes: ArraySlice<ItemNote>, toItem id: Int) throws {
        for note in notes {
            try connection.run(
                "INSERT INTO item_notes (item_id, position, written_at, text) "
                    + "SELECT ?, coalesce(max(position), 0) + 1, ?, ? FROM item_notes WHERE item_id = ?",
                [
                    .integer(id), .integer(StoredTime.seconds(note.writtenAt)), .text(note.text.value),
                    .integer(id),
                ])
        }
    }

    /// Writes the notes of `items` over the rows stored for them now.
    func writeNotes(of items: [Item]) throws {
        try writeNotes(of: items, over: try storedNotes(ofItems: items.map { $0.id.rawValue }))
    }
}
