/// The journal as `crew undo` shows it: the change just undone, or the recent changes.
public struct UndoState: ViewState {
    /// Whether an undo or a load runs now.
    public var isRunning = false
    /// "Undid change 12: completed item 4: Buy milk (restored 1 item)."
    public var confirmation: String?
    /// The recent changes, newest first, once loaded.
    public var history: [LogRow] = []
    /// Whether the journal keeps older changes than `history` shows.
    public var hasOlderChanges = false
    /// Shown instead of the history when the journal is empty.
    public var emptyMessage: String?
    /// What went wrong; nothing was undone.
    public var error: UserFacingError?

    /// Nothing undone or loaded yet.
    public init() {}

    public var description: String {
        var parts = ["history=\(history.count)"]
        if isRunning { parts.append("running") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let emptyMessage { parts.append("empty=\"\(emptyMessage)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "Undo(" + parts.joined(separator: " ") + ")"
    }
}
