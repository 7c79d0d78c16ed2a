/// What `crew sync` did with the outbox before pulling: how many changes reached the server,
/// the ids the server gave the records made offline, and the conflicts left waiting.
public struct SentChanges: Hashable, Sendable {
    public var sent = 0
    /// Provisional id, then the server's, for each record made offline that was sent.
    public var renumbered: [Renumbering] = []
    public var conflicts: [SyncConflict] = []
    /// Changes to records the server no longer has, dropped.
    public var dropped: [Item.ID] = []

    public init() {}

    public struct Renumbering: Hashable, Sendable {
        public let provisional: Item.ID
        public let assigned: Item.ID
    }

    public mutating func renumber(_ provisional: Item.ID, as assigned: Item.ID) {
        renumbered.append(Renumbering(provisional: provisional, assigned: assigned))
    }
}
