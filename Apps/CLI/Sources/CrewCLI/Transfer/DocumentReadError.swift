/// Why a backup document cannot be read: where (its line, and the JSON path of the value when
/// there is one) and what is wrong.
struct DocumentReadError: Error, Equatable, Sendable {
    let line: Int
    /// `users[2].email`, or `nil` for the document as a whole.
    let path: String?
    let message: String

    var description: String {
        "line \(line)" + (path.map { ", \($0)" } ?? "") + ": " + message
    }
}
