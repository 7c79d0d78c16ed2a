/// A flag that may also take a value: `--json` alone, or `--json=id,name` (and `--json id,name`
/// when the word is made of the value's words, or the command takes no arguments), gh's
/// convention. The value's words come from the type's completion (`.words`).
public struct ValuedFlag<Value: ArgumentParsable>: CommandParameter {
    public let spec: OptionSpec

    public init(_ name: String, _ valueName: String, short: Character? = nil, help: String) {
        var spec = OptionSpec(name: name, short: short, valueName: valueName, help: help)
        spec.completion = Value.completion
        if case .words(let words) = Value.completion {
            spec.optionalValueWords = words
        } else {
            spec.optionalValueWords = []
        }
        self.spec = spec
    }

    public var declared: DeclaredParameter { .option(spec) }
}
