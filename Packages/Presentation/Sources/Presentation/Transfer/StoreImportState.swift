/// A backup being restored, and what it added.
public struct StoreImportState: ViewState {
    /// A record of the document, by its position in its list.
    public enum Record: Equatable, Sendable {
        /// The user at this position of the document's users.
        case user(index: Int)
        /// The item at this position of the document's items.
        case item(index: Int)
    }

    /// Whether the restore runs now.
    public var isRunning = false
    /// "Imported 2 users and 5 items (1 user was already here, matched by e-mail)."
    public var confirmation: String?
    /// What went wrong; nothing was imported.
    public var error: UserFacingError?
    /// The record of the document the error is about, when it is about one.
    public var failedRecord: Record?

    /// Nothing imported yet.
    public init() {}

    public var description: String {
        var parts: [String] = []
        if isRunning { parts.append("running") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if let failedRecord { parts.append("at=\(failedRecord)") }
        return "StoreImport(" + parts.joined(separator: " ") + ")"
    }
}
