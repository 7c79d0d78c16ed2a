/// An option without a value: `--json`, `-y, --yes`.
public struct Flag: CommandParameter {
    public let spec: OptionSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    public var declared: DeclaredParameter { .option(spec) }
}
