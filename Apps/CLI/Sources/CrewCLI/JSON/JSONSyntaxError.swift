/// Why a text is not JSON, and where: line and column (1-based, the column in characters).
struct JSONSyntaxError: Error, Equatable, Sendable {
    let line: Int
    let column: Int
    let message: String

    var description: String { "line \(line), column \(column): \(message)" }
}
