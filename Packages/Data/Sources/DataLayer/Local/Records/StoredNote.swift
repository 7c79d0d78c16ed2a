import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An `item_notes` row: one note of one item, at its place among the item's notes. A note is a
/// record of its own, so adding one writes and journals that note alone (a note in the item's
/// row journaled the whole item, with every note, twice: 100 notes of 1,000 characters made an
/// 11 MB store), and a listing never reads the texts.
struct StoredNote: Hashable, Sendable {
    /// The row's own id, which the journal names it by.
    let id: Int
    let itemID: Int
    /// Orders an item's notes; not contiguous (a removed note leaves a gap).
    let position: Int
    /// Whole seconds since 1970 (`StoredTime`).
    let writtenAt: Int
    let text: String

    /// The columns every note query selects, in this order.
    static let selection = "id, item_id, position, written_at, text"

    init(_ row: some RecordRow) {
        id = row.integer(0)
        itemID = row.integer(1)
        position = row.integer(2)
        writtenAt = row.integer(3)
        text = row.text(4)
    }

    /// The note as the Domain reads it; `nil` for a text another tool wrote that breaks the rules.
    var note: ItemNote? {
        (try? NoteText(text)).map {
            ItemNote(writtenAt: Date(timeIntervalSince1970: TimeInterval(writtenAt)), text: $0)
        }
    }

    /// Whether the row holds `note`, as a row keeps it (to the second).
    func holds(_ note: ItemNote) -> Bool {
        writtenAt == StoredTime.seconds(note.writtenAt) && text == note.text.value
    }

    /// The values an `INSERT INTO item_notes (item_id, position, written_at, text)` writes.
    static func values(of note: ItemNote, item: Int, position: Int) -> [SQLValue] {
        [
            .integer(item), .integer(position), .integer(StoredTime.seconds(note.writtenAt)),
            .text(note.text.value),
        ]
    }
}
