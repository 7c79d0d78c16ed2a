/// The kinds of record the journal keeps images of, with their tables.
enum JournalEntity: String, Sendable {
    case user
    case item
    /// One note of an item (`StoredNote`), journaled alone.
    case note

    var table: String {
        switch self {
        case .user: "users"
        case .item: "items"
        case .note: "item_notes"
        }
    }
}
