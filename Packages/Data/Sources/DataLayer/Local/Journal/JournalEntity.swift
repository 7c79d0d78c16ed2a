/// The kinds of record the journal keeps images of, with their tables.
enum JournalEntity: String, Sendable {
    case user
    case item

    var table: String {
        switch self {
        case .user: "users"
        case .item: "items"
        }
    }
}
