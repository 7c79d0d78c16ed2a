/// A value the domain refuses, naming the field and the rule it broke.
public struct ValidationError: Error, Hashable, Sendable {
    public enum Field: String, Hashable, Sendable {
        case personName = "name"
        case itemName = "item name"
        case emailAddress = "email"
        case identifier = "id"
        case pageLimit = "limit"
    }

    public enum Problem: Hashable, Sendable {
        case empty
        case tooLong(maximum: Int)
        case containsLineBreak
        case containsControlCharacter
        /// A bidirectional control or zero-width character: text that shows something else than it holds.
        case containsInvisibleCharacter
        case notPositive
        case outOfRange(ClosedRange<Int>)
        case malformed(EmailAddressDefect)
    }

    /// What is wrong with an e-mail address's shape.
    public enum EmailAddressDefect: Hashable, Sendable {
        case containsWhitespace
        case needsExactlyOneAtSign
        case missingLocalPart
        case invalidDomain
    }

    public let field: Field
    public let problem: Problem

    public init(field: Field, problem: Problem) {
        self.field = field
        self.problem = problem
    }
}
