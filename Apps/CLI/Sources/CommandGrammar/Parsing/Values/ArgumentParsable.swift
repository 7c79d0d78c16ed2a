/// A value that reads itself from one command-line word, with the Domain's own rules: the one
/// place where a command's text becomes a domain value. The shell reads its words through it too,
/// and shell completion asks it where its values come from.
public protocol ArgumentParsable: Sendable {
    /// The value `argument` stands for; a word that cannot be one is an error saying why.
    init(argument: String) throws(ArgumentValueError)
    /// Where a shell completes a value of this type from (nothing, by default).
    static var completion: CompletionSource { get }
}

extension ArgumentParsable {
    public static var completion: CompletionSource { .none }
}
