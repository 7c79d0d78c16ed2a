/// Why a backup document cannot be read: where (its line, and the JSON path of the value when
/// there is one) and what is wrong.
public struct DocumentReadError: Error, Equatable, Sendable {
    public let line: Int
    /// `users[2].email`, or `nil` for the document as a whole.
    public let path: String?
    public let message: String

    public var description: String {
        "line \(line)" + (path.map { ", \($0)" } ?? "") + ": " + message
    }
}
