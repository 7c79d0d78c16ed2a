/// What a conflict is about: an item or a user, by id (`DomainError.noConflict`).
public enum ConflictSubject: Hashable, Sendable {
    /// An item, by id.
    case item(Item.ID)
    /// A user, by id.
    case user(User.ID)
}
