/// What becomes of a removed user's items.
public enum ModelHandover: Hashable, Sendable {
    /// The removal is refused while the user owns items.
    case refuse
    /// The items lose their owner.
    case release
    /// The items go to this user.
    case reassign(to: Int)
}
