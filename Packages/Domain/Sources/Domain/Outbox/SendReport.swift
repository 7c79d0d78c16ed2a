/// What `crew sync` did with the outbox before pulling: how many changes reached the server,
/// the ids the server gave the records made offline, the conflicts left waiting, and what was
/// dropped.
public struct SendReport: Hashable, Sendable {
    /// How many changes reached the server.
    public var sent = 0
    /// Provisional id, then the server's, for each record made offline that was sent.
    public var renumbered: [Renumbering<Item>] = []
    /// The same for the users added offline.
    public var renumberedUsers: [Renumbering<User>] = []
    /// The changes left waiting with a conflict (``WaitingChange/isConflict``), each with the
    /// server's record and the fields both sides changed differently.
    public var conflicts: [WaitingChange] = []
    /// Changes to records the server no longer has, dropped.
    public var dropped: [Item.ID] = []
    /// The same for users.
    public var droppedUsers: [User.ID] = []
    /// Records made offline that reached the server, whose answer crew cannot hold (an id past
    /// ``Identifier/maximum``): no longer shown here, each with why. The outbox goes on past them.
    public var unheld: [UnheldRecord] = []
    /// Changes the server's records refuse as the API would have (a removal of a user who owns
    /// items there, made without handing them over): dropped, each with why.
    public var refusals: [DomainError] = []

    /// Nothing sent yet.
    public init() {}

    /// A record made offline and the id the server gave it.
    public struct Renumbering<Entity>: Hashable, Sendable {
        /// The id it had offline (`~1`).
        public let provisional: Identifier<Entity>
        /// The id the server gave it.
        public let assigned: Identifier<Entity>
    }

    /// Notes that the item made offline as `provisional` is `assigned` on the server.
    public mutating func renumber(_ provisional: Item.ID, as assigned: Item.ID) {
        renumbered.append(Renumbering(provisional: provisional, assigned: assigned))
    }

    /// Notes that the user made offline as `provisional` is `assigned` on the server.
    public mutating func renumber(_ provisional: User.ID, as assigned: User.ID) {
        renumberedUsers.append(Renumbering(provisional: provisional, assigned: assigned))
    }
}
