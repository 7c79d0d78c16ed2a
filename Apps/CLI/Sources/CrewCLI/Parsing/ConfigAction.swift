import CommandGrammar

/// What `crew config` does to the config file: `set KEY VALUE` writes a setting, `unset KEY` takes
/// it out.
enum ConfigAction: String, ArgumentParsable, CaseIterable {
    case set, unset

    init(argument: String) throws(ArgumentValueError) {
        guard let action = ConfigAction(rawValue: argument) else {
            throw ArgumentValueError("it must be set or unset")
        }
        self = action
    }

    static var completion: CompletionSource { .words(allCases.map(\.rawValue)) }
}
