/// What a change decided from items as its own write transaction read them
/// (`ItemRepository.revise(_:_:)`): the items to write back, the items it makes along (the next
/// occurrence of a completed recurring item), and what the caller is told of it.
///
/// Deciding inside the write is what makes two processes completing one item make one completion
/// and one next occurrence: the second reads the item done and changes nothing.
public struct ItemRevision<Outcome: Sendable>: Sendable {
    /// The items the change makes a difference to, as they are after it.
    public var updated: [Item]
    /// Items to add along with the change (the next occurrence of a completed recurring item).
    public var made: [NewItem]
    /// What the caller is told of the change.
    public var outcome: Outcome

    /// A decision: the items to write back, the items to add, and what to say.
    public init(updated: [Item], made: [NewItem] = [], outcome: Outcome) {
        self.updated = updated
        self.made = made
        self.outcome = outcome
    }

    /// Whether the change writes nothing (every item already as asked).
    public var isEmpty: Bool { updated.isEmpty && made.isEmpty }
}
