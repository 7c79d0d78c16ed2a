/// A value that reads itself from one command-line word, with the Domain's own rules: the one
/// place where a command's text becomes a domain value. The shell reads its words through it too.
protocol ArgumentParsable: Sendable {
    init(argument: String) throws(ArgumentValueError)
}
