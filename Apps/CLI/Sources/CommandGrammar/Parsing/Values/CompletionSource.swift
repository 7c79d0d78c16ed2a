/// Where a shell's completion finds the values of an argument or option: fixed words, the ids
/// of the store's items (all, the pending ones, the done ones), its users (ids, e-mails and the
/// words of their names), its tags, or file names.
public enum CompletionSource: Equatable, Sendable {
    /// Nothing to offer.
    case none
    /// These words.
    case words([String])
    /// Every item's id.
    case items
    /// What `done` takes: pending items.
    case pendingItems
    /// What `reopen` takes: done items.
    case doneItems
    /// Users' ids, e-mails and the words of their names.
    case users
    /// The tags in use.
    case tags
    /// File names.
    case files

    /// The source as the bash, zsh and fish scripts serve it: every one of them, the store's
    /// through `crew __complete`.
    public var forScripts: CompletionSource { self }

    /// The `crew __complete` kind that lists it; `nil` for a source the script lists itself.
    public var storeKind: CompletionKind? {
        switch self {
        case .items: .items
        case .pendingItems: .pending
        case .doneItems: .done
        case .users: .users
        case .tags: .tags
        case .none, .words, .files: nil
        }
    }
}
