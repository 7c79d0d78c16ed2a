/// What becomes of a removed user's items.
public enum ItemHandover: Hashable, Sendable {
    /// The user must own nothing; removal is refused otherwise.
    case refuse
    /// Every item moves to another user.
    case reassign(to: User.ID)
    /// Every item becomes unowned.
    case release
}
