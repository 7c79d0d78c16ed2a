/// An option without a value: `--json`, `-y, --yes`.
public struct Flag: CommandParameter {
    /// How help, usage and completion describe it.
    public let spec: OptionSpec

    /// A flag `--name` (and `-short`, when given) that takes no value.
    public init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    /// A flag made from a spec written elsewhere (a flag that may take a value, `--json`).
    public init(spec: OptionSpec) {
        self.spec = spec
    }

    /// The flag, as the command tree holds it.
    public var declared: DeclaredParameter { .option(spec) }
}
