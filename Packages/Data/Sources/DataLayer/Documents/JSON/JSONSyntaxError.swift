/// Why a text is not JSON, and where: line and column (1-based, the column in characters).
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "line \(line), column \(column): \(message)" }
}
