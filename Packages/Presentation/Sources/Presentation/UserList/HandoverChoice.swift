import Domain

/// What happens to the items of a user being removed, as a person chooses it: refuse while
/// they own any, leave them without an owner, or give them to a user named by id, e-mail or name.
public enum HandoverChoice: Hashable, Sendable {
    /// Refuse the removal while the user owns items.
    case refuse
    /// Leave the items without an owner.
    case release
    /// Give the items to the user named.
    case reassign(UserReference)
}
