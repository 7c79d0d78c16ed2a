/// What is wrong with one member of a JSON record (or with the record, when `key` is `nil`),
/// and the line it is on.
public struct JSONFieldError: Error, Equatable, Sendable {
    public enum Problem: Equatable, Sendable {
        case missing
        /// "true or false, not a string": what it must be, and what it is.
        case wrongType(String)
        /// The Domain's sentence for a value it refuses: "The item name must not be empty."
        case invalid(String)
    }

    public let line: Int
    public let key: String?
    public let problem: Problem
}
