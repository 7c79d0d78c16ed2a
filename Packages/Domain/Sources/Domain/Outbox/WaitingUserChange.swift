/// What a change waiting in the outbox does to a user (``WaitingChange/userChange``): added, edited
/// or removed while the API could not be reached.
public struct WaitingUserChange: Hashable, Sendable {
    /// The user the change was made from; `nil` for an add.
    public let base: User?
    /// The user as the change left it; `nil` for a removal.
    public let record: User?
    /// For a removal: what becomes of the items the user owns on the server when it is sent
    /// (those the cache knew were handed over by changes of their own, just before).
    public let handover: ItemHandover?
    /// The fields a sync found changed differently on the server, with the server's user; empty
    /// while the change can be sent.
    public let conflicts: [UserField]
    /// The server's user, when a sync found a conflict; `nil` otherwise.
    public let theirs: User?

    /// A change to a user waiting in the outbox.
    public init(
        base: User?, record: User?, handover: ItemHandover? = nil, conflicts: [UserField] = [],
        theirs: User? = nil
    ) {
        self.base = base
        self.record = record
        self.handover = handover
        self.conflicts = conflicts
        self.theirs = theirs
    }

    /// The user it is about (provisional, for one added offline).
    public var id: User.ID? { (record ?? base)?.id }

    /// The same change with other users (once a conflict is settled, or an id given).
    public func with(
        base: User?, record: User?, handover: ItemHandover?, conflicts: [UserField] = [], theirs: User? = nil
    )
        -> WaitingUserChange
    {
        WaitingUserChange(
            base: base, record: record, handover: handover, conflicts: conflicts, theirs: theirs)
    }
}
