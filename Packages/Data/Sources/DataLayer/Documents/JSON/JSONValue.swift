/// A JSON value as the file said it, each part with the line it starts on, so that a reader can
/// say where a bad value is. Numbers keep their text: an id is read exactly, never through a
/// floating-point value.
///
/// Not `indirect`: an array or an object already holds its nodes in an array's storage, and an
/// indirect enum put every value, each number and string, in a box of its own (callgrind: sync of
/// 10,000 todos, 5 allocations a todo).
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string.
    case string(String)
    /// An array of nodes.
    case array([JSONNode])
    /// Members in the order written (a key appears once: the parser refuses duplicates).
    case object([(key: String, value: JSONNode)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)):
            left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// What kind of value this is, as an error message names it: "a string", "null"...
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
