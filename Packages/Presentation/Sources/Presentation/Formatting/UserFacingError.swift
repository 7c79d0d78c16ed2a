import Domain

/// An error as a person reads it: a short sentence, and what kind of problem it is, so that a
/// view can style it and the CLI can choose its exit code.
public struct UserFacingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem an error is: a view styles it, the CLI picks its exit code from it.
    public enum Kind: Equatable, Sendable {
        /// The input breaks a rule of the domain: fix it and try again.
        case invalidInput
        /// What was asked for does not exist.
        case notFound
        /// The request contradicts what is stored (a taken e-mail, a user who owns items).
        case conflict
        /// The data cannot be reached.
        case unavailable
        /// A file to read breaks the rules of its format (a backup with a duplicate e-mail...).
        case invalidDocument
        /// Anything else (a bug, or a failure of the system).
        case other
    }

    /// The sentence a person reads.
    public let message: String
    /// What kind of problem it is.
    public let kind: Kind

    /// An error saying `message`, of `kind`.
    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }

    /// `error` as a person reads it: its sentence and its kind.
    public init(_ error: any Error) {
        self.init(message: ErrorMessage.describing(error), kind: Self.kind(of: error))
    }

    public var description: String { message }

    private static func kind(of error: any Error) -> Kind {
        switch error {
        case is ValidationError, is SearchError: .invalidInput
        case is StoreDocumentError: .invalidDocument
        case let domain as DomainError:
            switch domain {
            case .userNotFound, .itemNotFound, .itemsNotFound, .nothingToUndo, .noUserWithEmail, .noUserNamed,
                .noSuchNote, .noConflict, .nothingOfYoursToUndo, .noSuchChange:
                .notFound
            // The name fits several people: exit 1, as a user who does not exist is.
            case .ambiguousUser: .conflict
            case .emailAlreadyRegistered, .itemAlreadyExists, .itemIdentityTaken, .userAlreadyExists,
                .userOwnsItems,
                .cannotUndo, .laterChangeTouched:
                .conflict
            // Handing a user's items to that same user is a value the command line should not hold.
            case .reassignmentToSameUser: .invalidInput
            // A name for several items is a command line that cannot run, as a bad value is.
            case .oneNameForSeveralItems: .invalidInput
            case .unavailable, .leftOnServer: .unavailable
            case .damagedItem, .damagedUser, .recordsLeftOut: .conflict
            // The server's answer to this request: exit 1, as a refusal here is.
            case .refusedByServer, .reachedServerUnheld: .conflict
            case .notSupported, .credentialsRefused: .other
            }
        default: .other
        }
    }
}
