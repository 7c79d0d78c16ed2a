/// What is wrong with one member of a JSON record (or with the record, when `key` is `nil`),
/// and the line it is on.
public struct JSONFieldError: Error, Equatable, Sendable {
    /// What is wrong with the member.
    public enum Problem: Equatable, Sendable {
        /// The record has no such member.
        case missing
        /// "true or false, not a string": what it must be, and what it is.
        case wrongType(String)
        /// The Domain's sentence for a value it refuses: "The item name must not be empty."
        case invalid(String)
    }

    /// The line the member (or the record) is on.
    public let line: Int
    /// The member's key; `nil` when the problem is the record's.
    public let key: String?
    /// What is wrong with it.
    public let problem: Problem
}
