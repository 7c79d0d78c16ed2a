/// A change made while the API could not be reached, waiting in the outbox for `crew sync`, in
/// the order it was made.
public struct WaitingChange: Hashable, Sendable {
    /// What a waiting change does to its record on the server.
    public enum Action: String, Hashable, Sendable {
        /// Adds the record (a POST).
        case create
        /// Changes fields of the record (a PATCH).
        case update
        /// Removes the record (a DELETE).
        case remove
    }

    /// Its place in the outbox: changes are sent in this order.
    public let number: Int
    /// What the change does to its record.
    public let action: Action
    /// The record the change was made from; `nil` for a create.
    public let base: Item?
    /// The record as the change left it; `nil` for a remove.
    public let record: Item?
    /// The fields a sync found changed differently on the server (the change waits for
    /// `crew sync --keep`), with the server's record; empty while it can be sent.
    public let conflicts: [ItemField]
    /// The server's record, when a sync found a conflict; `nil` otherwise.
    public let theirs: Item?
    /// The command that made it: the changes of one command are undone together.
    public let batch: Int
    /// For a change to a user: what it does to the user; the item records are then `nil`.
    public let userChange: WaitingUserChange?

    /// A waiting change, as the outbox keeps it.
    public init(
        number: Int, action: Action, base: Item?, record: Item?, conflicts: [ItemField] = [],
        theirs: Item? = nil, batch: Int = 0, userChange: WaitingUserChange? = nil
    ) {
        self.batch = batch
        self.userChange = userChange
        self.number = number
        self.action = action
        self.base = base
        self.record = record
        self.conflicts = conflicts
        self.theirs = theirs
    }

    /// The same change with other records (once a conflict is settled, or an id given).
    public func with(base: Item?, record: Item?, conflicts: [ItemField] = [], theirs: Item? = nil)
        -> WaitingChange
    {
        WaitingChange(
            number: number, action: action, base: base, record: record, conflicts: conflicts, theirs: theirs,
            batch: batch, userChange: userChange)
    }

    /// The id of the item it is about (provisional, for an item made offline).
    public var itemID: Item.ID? { (record ?? base)?.id }

    /// The user it is about, as the change left it (as it was, for a removal).
    public var user: User? { userChange.map { $0.record ?? $0.base } ?? nil }

    /// Whether it waits for `crew sync --keep`: the server changed the same field differently.
    public var isConflict: Bool { !conflicts.isEmpty || userChange?.conflicts.isEmpty == false }

    /// The same change with another user part (a user's change settled, or renumbered).
    public func with(userChange: WaitingUserChange) -> WaitingChange {
        WaitingChange(
            number: number, action: action, base: nil, record: nil, batch: batch, userChange: userChange)
    }
}
