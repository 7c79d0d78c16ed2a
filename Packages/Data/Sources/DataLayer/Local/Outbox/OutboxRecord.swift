import Domain

/// A record as an outbox entry holds it: an item or a user. The store's answers to the sender
/// (``OutboxStore/settle(_:answer:)``, ``OutboxStore/drop(_:keeping:)``,
/// ``OutboxStore/rebase(_:base:record:)``) take either, so that an entry is settled, dropped or
/// rebased by one call whatever its kind.
public enum OutboxRecord: Hashable, Sendable {
    /// An item (an entry of `entity = 'item'`).
    case item(Item)
    /// A user (an entry of `entity = 'user'`).
    case user(User)

    /// The item, if it is one.
    var item: Item? {
        if case .item(let item) = self { item } else { nil }
    }

    /// The user, if it is one.
    var user: User? {
        if case .user(let user) = self { user } else { nil }
    }

    /// The record as crew's JSON, as the outbox's columns keep it.
    var json: String {
        switch self {
        case .item(let item): ItemJSON.object(item)
        case .user(let user): UserJSON.object(user)
        }
    }
}
