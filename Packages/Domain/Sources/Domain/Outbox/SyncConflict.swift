/// A change made offline that the server's record contradicts: the fields both changed, each
/// to its own value. It stays in the outbox until the person keeps one side
/// (`crew sync --keep mine|theirs`).
public struct SyncConflict: Hashable, Sendable {
    /// The record as the change left it.
    public let mine: Item
    /// The record as the server holds it.
    public let theirs: Item
    public let fields: [ItemField]
    /// The outbox entry it is.
    public let number: Int

    public init(mine: Item, theirs: Item, fields: [ItemField], number: Int) {
        self.mine = mine
        self.theirs = theirs
        self.fields = fields
        self.number = number
    }
}
