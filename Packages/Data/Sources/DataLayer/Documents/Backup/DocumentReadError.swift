/// Why a backup document cannot be read: where (its line, and the JSON path of the value when
/// there is one) and what is wrong.
public struct DocumentReadError: Error, Equatable, Sendable {
    /// The line the problem is on.
    public let line: Int
    /// `users[2].email`, or `nil` for the document as a whole.
    public let path: String?
    /// What is wrong, in words.
    public let message: String

    /// "line N: message".
    public var description: String {
        "line \(line)" + (path.map { ", \($0)" } ?? "") + ": " + message
    }
}
