/// An option that takes a value: `--user <id>`, given once (a second one is a usage error).
struct Option<Value: ArgumentParsable>: CommandParameter {
    let spec: OptionSpec

    init(_ name: String, _ valueName: String, isRequired: Bool = false, help: String) {
        spec = OptionSpec(name: name, short: nil, valueName: valueName, help: help, isRequired: isRequired)
    }

    var declared: DeclaredParameter { .option(spec) }
}
