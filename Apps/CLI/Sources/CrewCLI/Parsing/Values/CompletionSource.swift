/// Where a shell's completion finds the values of an argument or option: fixed words, the ids
/// of the store's items, its users (ids and e-mails), or file names.
enum CompletionSource: Equatable, Sendable {
    case none
    case words([String])
    case items
    case users
    case files
}
