/// What `ItemRepository.revise(_:_:)` wrote: the decision's outcome, the items written back as
/// stored, and the items made along with their ids.
public struct RevisedItems<Outcome: Sendable>: Sendable {
    /// What the decision said.
    public let outcome: Outcome
    /// The items written back, as stored.
    public let updated: [Item]
    /// The items added along, with their ids.
    public let added: [Item]

    /// What a revision wrote.
    public init(outcome: Outcome, updated: [Item] = [], added: [Item] = []) {
        self.outcome = outcome
        self.updated = updated
        self.added = added
    }
}
