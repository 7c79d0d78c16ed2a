import Domain

/// An import as it runs, and what it stored.
public struct ItemImportState: ViewState {
    /// Whether the import runs now.
    public var isRunning = false
    /// The items the import added, with their ids.
    public var imported: [Item] = []
    /// "Imported 12 items.", once done.
    public var confirmation: String?
    /// What went wrong; nothing was imported.
    public var error: UserFacingError?
    /// The position in the batch of the item the error is about, when it is about one.
    public var failedIndex: Int?
    /// Whether part of a failed import stayed done (an API that failed half-way and could not
    /// take back what it had created): the error names it, and "nothing was imported" is not true.
    public var isPartial = false

    /// Nothing imported yet.
    public init() {}

    public var description: String {
        var parts = ["imported=\(imported.count)"]
        if isRunning { parts.append("running") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if let failedIndex { parts.append("at=\(failedIndex)") }
        return "ItemImport(" + parts.joined(separator: " ") + ")"
    }
}
