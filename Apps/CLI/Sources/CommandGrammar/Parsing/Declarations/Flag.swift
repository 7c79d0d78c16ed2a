/// An option without a value: `--json`, `-y, --yes`.
public struct Flag: CommandParameter {
    public let spec: OptionSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    /// A flag made from a spec written elsewhere (a flag that may take a value, `--json`).
    public init(spec: OptionSpec) {
        self.spec = spec
    }

    public var declared: DeclaredParameter { .option(spec) }
}
