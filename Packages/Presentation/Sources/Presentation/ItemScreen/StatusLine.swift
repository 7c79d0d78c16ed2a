/// The line under a full-screen list that says what the last key did, or why it could not.
public struct StatusLine: Equatable, Sendable {
    public let text: String
    public let isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
