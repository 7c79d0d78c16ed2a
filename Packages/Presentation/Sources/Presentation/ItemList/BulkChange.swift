import Domain

/// A change a command can make to several items at once, as the question before it names it.
public enum BulkChange: Sendable, Hashable {
    /// `items edit` on several items.
    case edit
    /// `items assign` on several items.
    case assign
    /// `items done` on several items.
    case complete
    /// `items reopen` on several items.
    case reopen
    /// `items remove` on several items.
    case remove

    /// The status of the items the change makes a difference to: completing changes pending
    /// items only, reopening done ones; the others may change any item.
    var changedStatus: ItemStatusFilter {
        switch self {
        case .complete: .pending
        case .reopen: .completed
        case .edit, .assign, .remove: .all
        }
    }

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
