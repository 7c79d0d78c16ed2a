/// Who owns an item of an import once the document's users are matched with the store's.
public enum ImportedOwner: Hashable, Sendable {
    /// The item has no owner.
    case nobody
    /// A user the store already has (matched by e-mail).
    case existing(User.ID)
    /// The user at this index of the plan's new users, whose id the store assigns.
    case added(index: Int)
}
