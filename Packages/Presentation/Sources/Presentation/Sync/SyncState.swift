/// A synchronization as it runs: one progress line per collection, then a summary.
public struct SyncState: ViewState {
    /// "Users: 10 of 10", "Items: 100 of 200" (or "Items: 100" while the total is unknown).
    public var progress: [String] = []
    /// Whether a sync runs now.
    public var isRunning = false
    /// "Synced 10 users and 200 items.", once done.
    public var summary: String?
    /// What the outbox sent first: "Sent 2 changes made offline.", "item ~1 is now 201".
    public var sent: [String] = []
    /// Each change left waiting because the server's record contradicts it, with what to do.
    public var conflicts: [String] = []
    /// What went wrong; the cache stays as it was.
    public var error: UserFacingError?

    /// Nothing synced yet.
    public init() {}

    public var description: String {
        var parts = progress.map { "\"\($0)\"" }
        if isRunning { parts.append("running") }
        if let summary { parts.append("summary=\"\(summary)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "Sync(" + parts.joined(separator: " ") + ")"
    }
}
