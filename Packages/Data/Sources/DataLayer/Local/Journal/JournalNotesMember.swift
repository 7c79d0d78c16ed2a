import Domain

/// The `notes` member of an item's journal image from before notes were records of their own
/// (SQLite versions 10 to 14, PostgreSQL 4 to 8): the item's notes as one text (`ItemNotesJSON`),
/// or null for none. Undo compares it with the item's note rows and writes it back as rows.
enum JournalNotesMember {
    /// The image holds no such member: today's images, and those older than notes.
    case absent
    /// The notes it held (none for null).
    case notes([ItemNote])
    /// A text crew cannot read as notes (another tool wrote it).
    case unreadable

    init(image: String) {
        guard case .object(let members) = (try? JSONParser.parse(Array(image.utf8)))?.value,
            let member = members.first(where: { $0.key == "notes" })?.value.value
        else {
            self = .absent
            return
        }
        switch member {
        case .null: self = .notes([])
        case .string(let text): self = ItemNotesJSON.notes(fromStored: text).map(Self.notes) ?? .unreadable
        default: self = .unreadable
        }
    }
}
