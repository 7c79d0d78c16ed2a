import CommandGrammar

/// A Domain value made from text by a throwing initializer that checks the Domain's rules: it
/// reads itself from a command-line word through that initializer, its error becoming the reason.
protocol CheckedText: ArgumentParsable {
    init(_ text: String) throws
}

extension CheckedText {
    public init(argument: String) throws(ArgumentValueError) {
        do {
            try self.init(argument)
        } catch {
            throw ArgumentValueError(describing: error)
        }
    }
}
