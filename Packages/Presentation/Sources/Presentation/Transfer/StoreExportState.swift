/// A backup as it is written: how far it has come, then what it holds.
public struct StoreExportState: ViewState {
    /// Whether the backup is being written now.
    public var isRunning = false
    /// How many users have been written.
    public var exportedUsers = 0
    /// How many items have been written.
    public var exportedItems = 0
    /// "Exported 3 users and 10 items."
    public var confirmation: String?
    /// Said on standard error when the backup is an API's cache, read while the API was down.
    public var notice: String?
    /// What went wrong; the backup is not complete.
    public var error: UserFacingError?

    /// Nothing written yet.
    public init() {}

    public var description: String {
        var parts = ["users=\(exportedUsers)", "items=\(exportedItems)"]
        if isRunning { parts.append("running") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "StoreExport(" + parts.joined(separator: " ") + ")"
    }
}
