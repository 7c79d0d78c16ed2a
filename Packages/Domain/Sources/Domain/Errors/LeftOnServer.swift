/// What a change to several items left done on an API that failed half-way: the API has no
/// transactions, and undoing what it had already done failed too. Nothing is hidden: the ids
/// say exactly which items to look at.
public struct LeftOnServer: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Items created before the failure that could not be removed again.
        case created
        /// Items changed before the failure that could not be changed back.
        case changed
        /// Items removed before the failure (a removal cannot be taken back).
        case removed
    }

    public let kind: Kind
    public let ids: [Item.ID]
    /// Why the API failed, as `DomainError.unavailable` would say it.
    public let reason: String

    public init(kind: Kind, ids: [Item.ID], reason: String) {
        self.kind = kind
        self.ids = ids
        self.reason = reason
    }
}
