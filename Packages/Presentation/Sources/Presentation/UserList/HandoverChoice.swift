import Domain

/// What happens to the items of a user being removed, as a person chooses it: refuse while
/// they own any, leave them without an owner, or give them to a user named by id, e-mail or name.
public enum HandoverChoice: Hashable, Sendable {
    case refuse
    case release
    case reassign(UserReference)
}
