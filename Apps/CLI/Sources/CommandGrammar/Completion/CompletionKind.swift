/// What `crew __complete` lists: the store's item ids (all, pending or done), its users (ids,
/// e-mails and the words of their names), or its tags.
public enum CompletionKind: String, CaseIterable, ArgumentParsable {
    case items
    case pending
    case done
    case users
    case tags

    public init(argument: String) throws(ArgumentValueError) {
        guard let kind = CompletionKind(rawValue: argument) else {
            throw ArgumentValueError(
                "it must be " + Self.allCases.map(\.rawValue).dropLast().joined(separator: ", ") + " or tags")
        }
        self = kind
    }
}
