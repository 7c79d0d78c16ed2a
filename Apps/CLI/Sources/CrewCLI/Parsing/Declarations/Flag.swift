/// An option without a value: `--json`, `-y, --yes`.
struct Flag: CommandParameter {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    var declared: DeclaredParameter { .option(spec) }
}
