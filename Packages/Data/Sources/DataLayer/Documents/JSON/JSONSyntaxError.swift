/// Why a text is not JSON, and where: line and column (1-based, the column in characters).
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// The line the error is on, from 1.
    public let line: Int
    /// The column the error is at, from 1.
    public let column: Int
    /// What is wrong.
    public let message: String

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}
