/// A command line that cannot run: shown as `Error: ...` with the command's usage, exit 64.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in one sentence.
    public let message: String
    /// The command whose usage line follows the message.
    public let path: [String]

    /// An error saying `message` about the command at `path`.
    public init(_ message: String, path: [String]) {
        self.message = message
        self.path = path
    }
}
