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
    /// How many columns `selection` names.
    static let columnCount = selection.split(separator: ",").count

    init(_ row: some RecordRow) {
        id = row.integer(0)
        itemID = row.integer(1)
        position = row.integer(2)
        writtenAt = row.integer(3)
        text = row.text(4)
    }

    init(id: Int, itemID: Int, position: Int, writtenAt: Int, text: String) {
        self.id = id
        self.itemID = itemID
        self.position = position
        self.writtenAt = writtenAt
        self.text = text
    }

    /// An item's note rows as one JSON text selected beside its row, `[[id, position, written_at,
    /// text], …]` in order (NULL for none), so that reading an item with its notes is one
    /// statement. In SQLite, an item without notes gets NULL from one look into the notes' index
    /// instead of an aggregate: most items have none, and reading 10,000 rows took 6 ms with the
    /// aggregate's empty `[]` for each (a text made and parsed, 1,500 instructions a row when a sync
    /// compared them), 2.6 ms so (sqlite3 shell).
    static func aggregate(ofItem item: String, dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite:
            "CASE WHEN EXISTS (SELECT 1 FROM item_notes WHERE item_id = \(item)) THEN "
                + "(SELECT json_group_array(json_array(n.id, n.position, n.written_at, n.text)) FROM "
                + "(SELECT * FROM item_notes WHERE item_id = \(item) ORDER BY position) AS n) END"
        case .postgres:
            "(SELECT json_agg(json_build_array(n.id, n.position, n.written_at, n.text) ORDER BY n.position)::text "
                + "FROM item_notes AS n WHERE n.item_id = \(item))"
        }
    }

    /// The rows `aggregate` selected beside item `item`'s row.
    static func rows(inAggregate text: String, ofItem item: Int) -> [StoredNote] {
        guard case .array(let rows) = (try? JSONParser.parse(Array(text.utf8)))?.value else { return [] }
        return rows.compactMap { row in
            guard case .array(let cells) = row.value, cells.count == 4,
                case .number(let id) = cells[0].value, case .number(let position) = cells[1].value,
                case .number(let writtenAt) = cells[2].value, case .string(let text) = cells[3].value,
                let id = Int(id), let position = Int(position), let writtenAt = Int(writtenAt)
            else { return nil }
            return StoredNote(id: id, itemID: item, position: position, writtenAt: writtenAt, text: text)
        }
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
