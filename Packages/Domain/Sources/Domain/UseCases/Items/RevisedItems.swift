/// What `ItemRepository.revise(_:_:)` wrote: the decision's outcome, the items written back as
/// stored, and the items made along with their ids.
public struct RevisedItems<Outcome: Sendable>: Sendable {
    public let outcome: Outcome
    public let updated: [Item]
    public let added: [Item]

    public init(outcome: Outcome, updated: [Item] = [], added: [Item] = []) {
        self.outcome = outcome
        self.updated = updated
        self.added = added
    }
}
