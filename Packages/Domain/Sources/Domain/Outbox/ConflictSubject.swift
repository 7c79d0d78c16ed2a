/// What a conflict is about: an item or a user, by id (`DomainError.noConflict`).
public enum ConflictSubject: Hashable, Sendable {
    case item(Item.ID)
    case user(User.ID)
}
