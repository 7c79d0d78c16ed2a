/// Why the model refuses a command: what the subject must refuse it for too (a process says only
/// its exit status, `exitStatus`).
public enum ModelFailure: Error, Hashable, Sendable {
    /// Ids that name no item, each once, in the order named.
    case itemsNotFound([Int])
    case userNotFound(Int)
    case emailTaken
    case ownsItems(Int, count: Int)
    case reassignToSelf
    case oneNameForSeveral
    case tooManyTags
    case tooManyNotes
    case noSuchNote
    case nothingToUndo
    /// The journal holds changes, none by the person acting.
    case nothingOfYours
    /// `crew undo N` named a change the journal does not keep.
    case noSuchChange
    /// A later change touched a record of the change to undo (a note is its item's).
    case laterChangeTouched
    /// Undoing it would break a later change to another record (an owner, an e-mail, an identity).
    case cannotUndo
    /// An import named a backup no export made (a shrunk sequence may lose the export).
    case noSuchBackup

    /// The exit status of a `crew` process refused for it: 64 for a value the Domain refuses, 1
    /// for anything the store's state refuses.
    public var exitStatus: Int32 {
        switch self {
        // A user handed their own items is refused as the command line's mistake.
        case .tooManyTags, .tooManyNotes, .reassignToSelf: 64
        default: 1
        }
    }
}
