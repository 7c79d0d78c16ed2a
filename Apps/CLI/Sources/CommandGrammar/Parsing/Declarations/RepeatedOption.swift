/// An option that may be given again and again, each value counting: `--tag home --tag work`.
public struct RepeatedOption<Value: ArgumentParsable>: CommandParameter {
    /// How help, usage and completion describe it.
    public let spec: OptionSpec

    /// An option `--name VALUE` (and `-short VALUE`, when given) that may be given more than once,
    /// each value kept.
    public init(_ name: String, _ valueName: String, short: Character? = nil, help: String) {
        var spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, isRequired: false, isRepeatable: true)
        spec.completion = Value.completion
        self.spec = spec
    }

    /// The option, as the command tree holds it.
    public var declared: DeclaredParameter { .option(spec) }
}
