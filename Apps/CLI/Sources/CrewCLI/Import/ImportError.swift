/// A record of an import file that cannot be read, with its line.
struct ImportError: Error, Equatable, Sendable {
    let line: Int
    let message: String

    var description: String { "line \(line): \(message)" }
}
