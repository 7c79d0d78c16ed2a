/// The line under a full-screen list that says what the last key did, or why it could not.
public struct StatusLine: Equatable, Sendable {
    /// The sentence shown.
    public let text: String
    /// Whether it says why something failed (shown as an error).
    public let isError: Bool

    /// A status line saying `text`.
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
