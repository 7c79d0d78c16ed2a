import Domain

/// A record from the remote that breaks a domain rule; batches skip and count such records.
public struct InvalidRecordError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case user
        case item
    }

    public let kind: Kind
    public let id: Int
    public let problem: ValidationError

    public init(kind: Kind, id: Int, problem: ValidationError) {
        self.kind = kind
        self.id = id
        self.problem = problem
    }

    public var description: String {
        "\(kind.rawValue) \(id) is invalid: \(problem.field.rawValue) \(problem.problem)"
    }
}
