/// A command line that cannot run: shown as `Error: ...` with the command's usage, exit 64.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    /// The command whose usage line follows the message.
    let path: [String]

    init(_ message: String, path: [String]) {
        self.message = message
        self.path = path
    }
}
