/// How far a synchronization has come with one collection.
public struct SyncProgress: Hashable, Sendable {
    public enum Collection: String, Hashable, Sendable {
        case users
        case items
        /// The changes made offline, being sent (`received`: how many so far).
        case outbox
    }

    public let collection: Collection
    public let received: Int
    /// `nil` while the server has not said how many there are.
    public let total: Int?

    public init(collection: Collection, received: Int, total: Int?) {
        self.collection = collection
        self.received = received
        self.total = total
    }
}
