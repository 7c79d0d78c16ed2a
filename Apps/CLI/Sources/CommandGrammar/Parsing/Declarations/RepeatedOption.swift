/// An option that may be given again and again, each value counting: `--tag home --tag work`.
public struct RepeatedOption<Value: ArgumentParsable>: CommandParameter {
    public let spec: OptionSpec

    public init(_ name: String, _ valueName: String, help: String) {
        var spec = OptionSpec(
            name: name, short: nil, valueName: valueName, help: help, isRequired: false, isRepeatable: true)
        spec.completion = Value.completion
        self.spec = spec
    }

    public var declared: DeclaredParameter { .option(spec) }
}
