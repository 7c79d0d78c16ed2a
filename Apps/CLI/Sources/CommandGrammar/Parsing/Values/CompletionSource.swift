/// Where a shell's completion finds the values of an argument or option: fixed words, the ids
/// of the store's items, its users (ids and e-mails), tags, or file names.
public enum CompletionSource: Equatable, Sendable {
    case none
    case words([String])
    case items
    case users
    /// Tags: `crew shell` offers those of the rows it shows; the completion scripts, which have
    /// no list of the store's tags to ask for, offer nothing (`forScripts`).
    case tags
    case files

    /// The source as the bash, zsh and fish scripts can serve it.
    public var forScripts: CompletionSource {
        self == .tags ? .none : self
    }
}
