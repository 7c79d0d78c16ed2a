import Domain

/// What a sync found when the server changed a waiting change's record meanwhile: the fields both
/// changed differently, and the server's record (``OutboxStore/markConflict(_:_:)``).
public enum OutboxConflict: Hashable, Sendable {
    /// An item's change in conflict.
    case item(fields: [ItemField], theirs: Item)
    /// A user's change in conflict.
    case user(fields: [UserField], theirs: User)

    /// The fields' names, as the outbox's `conflicts` column keeps them.
    var fieldNames: [String] {
        switch self {
        case .item(let fields, _): fields.map(\.rawValue)
        case .user(let fields, _): fields.map(\.rawValue)
        }
    }

    /// The server's record.
    var theirs: OutboxRecord {
        switch self {
        case .item(_, let item): .item(item)
        case .user(_, let user): .user(user)
        }
    }
}
