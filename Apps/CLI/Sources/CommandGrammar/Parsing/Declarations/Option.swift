/// An option that takes a value: `--user <id>`, given once (a second one is a usage error).
public struct Option<Value: ArgumentParsable>: CommandParameter {
    /// How help, usage and completion describe it.
    public let spec: OptionSpec

    /// An option `--name VALUE` (and `-short`, when given).
    public init(
        _ name: String, _ valueName: String, short: Character? = nil, isRequired: Bool = false, help: String
    ) {
        var spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, isRequired: isRequired)
        spec.completion = Value.completion
        self.spec = spec
    }

    /// The option, as the command tree holds it.
    public var declared: DeclaredParameter { .option(spec) }
}
