/// The ways a use case can fail once its input is valid.
public enum DomainError: Error, Hashable, Sendable {
    case userNotFound(User.ID)
    case itemNotFound(Item.ID)
    /// An item asked to be stored under an id that is taken.
    case itemAlreadyExists(Item.ID)
    case emailAlreadyRegistered(EmailAddress)
    /// The user still owns `count` items and the removal neither reassigns nor releases them.
    case userOwnsItems(User.ID, count: Int)
    /// A user's items cannot be handed over to that same user.
    case reassignmentToSameUser(User.ID)
    /// The source cannot be reached (or refused the request) and nothing usable is cached.
    case unavailable(reason: String)
}
