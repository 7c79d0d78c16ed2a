/// A command line that cannot run: shown as `Error: ...` with the command's usage, exit 64.
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    /// The command whose usage line follows the message.
    public let path: [String]

    public init(_ message: String, path: [String]) {
        self.message = message
        self.path = path
    }
}
