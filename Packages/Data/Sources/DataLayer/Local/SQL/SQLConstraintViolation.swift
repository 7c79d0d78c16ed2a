/// The constraint failures the store turns into domain errors, whichever engine reported them.
public enum SQLConstraintViolation: Equatable, Sendable {
    /// A value another row holds: the user's e-mail address.
    case uniqueEmail
    /// A value another row holds: an id.
    case uniqueID
    /// A reference to a row that does not exist: an item's owner.
    case foreignKey
}
