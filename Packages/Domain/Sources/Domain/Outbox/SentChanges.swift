/// What `crew sync` did with the outbox before pulling: how many changes reached the server,
/// the ids the server gave the records made offline, and the conflicts left waiting.
public struct SentChanges: Hashable, Sendable {
    public var sent = 0
    /// Provisional id, then the server's, for each record made offline that was sent.
    public var renumbered: [Renumbering<Item>] = []
    /// The same for the users added offline.
    public var renumberedUsers: [Renumbering<User>] = []
    public var conflicts: [SyncConflict] = []
    /// Changes to records the server no longer has, dropped.
    public var dropped: [Item.ID] = []

    public init() {}

    public struct Renumbering<Entity>: Hashable, Sendable {
        public let provisional: Identifier<Entity>
        public let assigned: Identifier<Entity>
    }

    public mutating func renumber(_ provisional: Item.ID, as assigned: Item.ID) {
        renumbered.append(Renumbering(provisional: provisional, assigned: assigned))
    }

    public mutating func renumber(_ provisional: User.ID, as assigned: User.ID) {
        renumberedUsers.append(Renumbering(provisional: provisional, assigned: assigned))
    }
}
