/// What `crew __complete` lists: the store's item ids (all, pending or done), its users (ids,
/// e-mails and the words of their names), or its tags.
public enum CompletionKind: String, CaseIterable, ArgumentParsable {
    /// Every item's id.
    case items
    /// The ids of pending items.
    case pending
    /// The ids of done items.
    case done
    /// Users' ids, e-mails and the words of their names.
    case users
    /// The tags in use.
    case tags

    /// The kind named `argument`; another word is an error listing the kinds.
    public init(argument: String) throws(ArgumentValueError) {
        guard let kind = CompletionKind(rawValue: argument) else {
            throw ArgumentValueError(
                "it must be " + Self.allCases.map(\.rawValue).dropLast().joined(separator: ", ") + " or tags")
        }
        self = kind
    }
}
