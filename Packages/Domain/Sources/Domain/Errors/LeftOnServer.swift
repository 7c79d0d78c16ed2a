/// What a change to several items left done on an API that failed half-way: the API has no
/// transactions, and undoing what it had already done failed too. Nothing is hidden: the ids
/// say exactly which items to look at.
public struct LeftOnServer: Hashable, Sendable {
    /// What became of the items named: created, changed or removed.
    public enum Kind: Hashable, Sendable {
        /// Items created before the failure that could not be removed again.
        case created
        /// Items changed before the failure that could not be changed back.
        case changed
        /// Items removed before the failure (a removal cannot be taken back).
        case removed
    }

    /// What the API kept of the change for these items.
    public let kind: Kind
    /// The items to look at, by id.
    public let ids: [Item.ID]
    /// Why the API failed, as `DomainError.unavailable` would say it.
    public let reason: String

    /// What a failed change left done on the API, for the items `ids`.
    public init(kind: Kind, ids: [Item.ID], reason: String) {
        self.kind = kind
        self.ids = ids
        self.reason = reason
    }
}
