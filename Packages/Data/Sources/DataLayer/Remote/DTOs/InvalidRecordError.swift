import Domain

/// A record from the remote that breaks a domain rule; batches skip and count such records.
public struct InvalidRecordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which kind of record.
    public enum Kind: String, Sendable {
        /// A user.
        case user
        /// An item.
        case item
    }

    /// Which kind of record it is.
    public let kind: Kind
    /// Its id on the server.
    public let id: Int
    /// What the Domain refused in it.
    public let problem: ValidationError

    /// The record `id` of `kind` refused for `problem`.
    public init(kind: Kind, id: Int, problem: ValidationError) {
        self.kind = kind
        self.id = id
        self.problem = problem
    }

    public var description: String {
        "\(kind.rawValue) \(id) is invalid: \(problem.field.rawValue) \(problem.problem)"
    }
}
