/// What a synchronization brought into the cache.
public struct SyncReport: Hashable, Sendable {
    /// How many users the cache holds after the sync.
    public let users: Int
    /// How many items the cache holds after the sync.
    public let items: Int
    /// Records the server sent that break a domain rule (or name an unknown owner) and were left out.
    public let skipped: Int
    /// What was sent from the outbox first (nothing, where nothing waited).
    public let sent: SendReport

    /// What a sync did.
    public init(users: Int, items: Int, skipped: Int, sent: SendReport = SendReport()) {
        self.users = users
        self.items = items
        self.skipped = skipped
        self.sent = sent
    }
}
