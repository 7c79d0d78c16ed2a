import CommandGrammar
import Domain

/// A plain field's value as a command line gives it (`--estimate 1h30m`), read with its Domain
/// type's rule (`PlainFieldValue.init(typed:)`): one reader for every plain field.
struct PlainFieldArgument<Value: PlainFieldValue>: ArgumentParsable {
    let value: Value

    static var completion: CompletionSource { .none }

    init(argument: String) throws(ArgumentValueError) {
        do {
            value = try Value(typed: argument)
        } catch {
            throw ArgumentValueError(describing: error)
        }
    }
}
