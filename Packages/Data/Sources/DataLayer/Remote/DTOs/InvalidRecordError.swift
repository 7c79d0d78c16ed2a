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

    /// Why crew cannot hold a record the server made, as a clause: "the id 9007199254740993 is
    /// past 9007199254740991, the last crew holds".
    public var unheldReason: String {
        guard problem.field == .identifier else { return "its \(problem.field.rawValue) breaks crew's rules" }
        // `TodoDTO` reads an id past what 64 bits hold as the largest (or smallest) `Int`.
        guard id != Int.max, id != Int.min else { return "its id does not fit in 64 bits" }
        return "the id \(id) is past \(Item.ID.maximum), the last crew holds"
    }

    public var description: String {
        "\(kind.rawValue) \(id) is invalid: \(problem.field.rawValue) \(problem.problem)"
    }
}
