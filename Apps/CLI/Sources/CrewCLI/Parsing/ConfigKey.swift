import CommandGrammar

/// A key of the config file (`ConfigFile.keys`), as `crew config set|unset` takes it.
struct ConfigKey: ArgumentParsable, Hashable {
    let name: String

    init(argument: String) throws(ArgumentValueError) {
        guard ConfigFile.keys.contains(argument) else {
            throw ArgumentValueError("the keys are \(ConfigFile.keys.joined(separator: ", "))")
        }
        name = argument
    }

    static var completion: CompletionSource { .words(ConfigFile.keys) }
}
