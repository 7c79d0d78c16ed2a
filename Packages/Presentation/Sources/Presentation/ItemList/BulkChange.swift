/// A change a command can make to several items at once, as the question before it names it.
public enum BulkChange: Sendable, Hashable {
    case edit, assign, complete, reopen, remove

    /// The verb that starts the question: "Edit 3 items (…)?".
    var verb: String {
        switch self {
        case .edit: "Edit"
        case .assign: "Assign"
        case .complete: "Complete"
        case .reopen: "Reopen"
        case .remove: "Remove"
        }
    }
}
