/// How far a synchronization has come with one collection.
public struct SyncProgress: Hashable, Sendable {
    /// What a sync is pulling.
    public enum Collection: String, Hashable, Sendable {
        /// The users.
        case users
        /// The items.
        case items
        /// The changes made offline, being sent (`received`: how many so far).
        case outbox
    }

    /// What is being pulled.
    public let collection: Collection
    /// How many records of it have arrived so far.
    public let received: Int
    /// `nil` while the server has not said how many there are.
    public let total: Int?

    /// Progress of pulling `collection`: `received` of `total` (`nil` when the server does not say).
    public init(collection: Collection, received: Int, total: Int?) {
        self.collection = collection
        self.received = received
        self.total = total
    }
}
