/// What `crew __complete` lists: the store's item ids, or its users' ids and e-mails.
public enum CompletionKind: String, CaseIterable, ArgumentParsable {
    case items
    case users

    public init(argument: String) throws(ArgumentValueError) {
        guard let kind = CompletionKind(rawValue: argument) else {
            throw ArgumentValueError("it must be items or users")
        }
        self = kind
    }
}
