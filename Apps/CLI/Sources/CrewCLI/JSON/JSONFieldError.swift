/// What is wrong with one member of a JSON record (or with the record, when `key` is `nil`),
/// and the line it is on.
struct JSONFieldError: Error, Equatable, Sendable {
    enum Problem: Equatable, Sendable {
        case missing
        /// "true or false, not a string": what it must be, and what it is.
        case wrongType(String)
        /// The Domain's sentence for a value it refuses: "The item name must not be empty."
        case invalid(String)
    }

    let line: Int
    let key: String?
    let problem: Problem
}
