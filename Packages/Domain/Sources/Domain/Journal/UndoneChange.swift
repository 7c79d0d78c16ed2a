/// What an undo took back, and the newest change it left as it is when that is not the one
/// undone (a teammate's later work): `Undid your change 11 …; Bob's change 12 is newer and was
/// left as it is`.
public struct UndoneChange: Hashable, Sendable {
    /// The change taken back, as the journal held it.
    public let change: JournalEntry
    /// The newest change kept, when it is newer than the one taken back: its number and author.
    public let newerChange: LaterChange?
    /// The later change it was applied over by force, field by field (`crew undo N --force`).
    public let forcedOver: LaterChange?

    public init(change: JournalEntry, newerChange: LaterChange? = nil, forcedOver: LaterChange? = nil) {
        self.change = change
        self.newerChange = newerChange
        self.forcedOver = forcedOver
    }
}
