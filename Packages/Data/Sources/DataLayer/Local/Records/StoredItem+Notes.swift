import Domain

extension StoredItem {
    /// Whether two lists of notes are the same as rows keep them (times to the second).
    static func sameNotes(_ one: [ItemNote], _ other: [ItemNote]) -> Bool {
        one.count == other.count
            && zip(one, other).allSatisfy {
                $0.text == $1.text && StoredTime.seconds($0.writtenAt) == StoredTime.seconds($1.writtenAt)
            }
    }

    /// The item with its notes (`StoredNote` rows, in order). A note another tool wrote that
    /// breaks the Domain's rules, or more notes than an item keeps, make the item damaged, as a
    /// bad value in its own row does; the notes that can be read are kept.
    func carrying(_ rows: [StoredNote]) -> StoredItem {
        guard !rows.isEmpty else { return self }
        let notes = rows.compactMap(\.note)
        let problem: ValidationError? =
            notes.count < rows.count
            ? ValidationError(field: .notes, problem: .unreadable)
            : notes.count > ItemNote.maximumPerItem
                ? ValidationError(field: .notes, problem: .tooMany(maximum: ItemNote.maximumPerItem)) : nil
        switch self {
        case .readable(var item):
            item.fields.notes = notes
            guard let problem else { return .readable(item) }
            return .damaged(DamagedItem(id: item.id, uuid: item.uuid, fields: item.fields, problem: problem))
        case .damaged(let damaged):
            var fields = damaged.fields
            fields.notes = notes
            return .damaged(
                DamagedItem(id: damaged.id, uuid: damaged.uuid, fields: fields, problem: damaged.problem))
        case .unaddressable:
            return self
        }
    }
}
