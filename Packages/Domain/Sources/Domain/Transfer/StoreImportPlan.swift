/// What an import adds, decided by ``ImportStore`` before anything is written: the users to add,
/// the store's users the document matched (by e-mail), and the items with their owners.
/// A store applies a plan in one transaction.
public struct StoreImportPlan: Hashable, Sendable {
    /// The document's users the store does not have yet, to add.
    public var newUsers: [NewUser]
    /// Existing users the plan relies on, with the e-mail they were matched by: the store checks
    /// in its transaction that each still exists with that e-mail.
    public var matchedUsers: [User]
    /// The document's items to add, each with its owner.
    public var items: [PlannedItem]
    /// `crew import --replace`: every user and item the store holds is removed first, in the
    /// same transaction, so that the store becomes what the document holds.
    public var replacesEverything: Bool

    /// A plan of what an import adds.
    public init(
        newUsers: [NewUser], matchedUsers: [User], items: [PlannedItem], replacesEverything: Bool = false
    ) {
        self.newUsers = newUsers
        self.matchedUsers = matchedUsers
        self.items = items
        self.replacesEverything = replacesEverything
    }
}
